import { NOTICE_KEYS } from '@atrium/api';
import { ClausePage } from '../components/clause-page';

/** /termsOfuse: the terms of use, key TERMS_OF_USE. */
export default function TermsOfUsePage() {
  return <ClausePage noticeKey={NOTICE_KEYS.termsOfUse} titleKey="title_terms_of_use" />;
}
