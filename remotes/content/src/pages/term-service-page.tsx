import { NOTICE_KEYS } from '@atrium/api';
import { ClausePage } from '../components/clause-page';

/** /term-service (spec §2): the terms clause, key TERMS_CLAUSE. */
export default function TermServicePage() {
  return <ClausePage noticeKey={NOTICE_KEYS.terms} titleKey="title_terms" />;
}
