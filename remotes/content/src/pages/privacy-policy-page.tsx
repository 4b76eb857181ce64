import { NOTICE_KEYS } from '@atrium/api';
import { ClausePage } from '../components/clause-page';

/** /privacyPolicy: the privacy policy, key PRIVACY_POLICY. */
export default function PrivacyPolicyPage() {
  return <ClausePage noticeKey={NOTICE_KEYS.privacy} titleKey="title_privacy" />;
}
