import { fullPhone, sendEmailCode, sendMobileCode, type CodeType } from '@atrium/api';
import { useTranslation } from 'react-i18next';
import { toast } from '@atrium/ui';
import { emailCodeTargetError, mobileCodeTargetError } from './rules/send-code-validation';

/**
 * The `onSend` of a SendCodeButton for an e-mail or a phone: says what is missing (spec §5),
 * sends, and confirms. A refused send rejects; the API client has shown the server's message.
 */
export function useSendCode() {
  const { t } = useTranslation(['auth', 'common']);
  return {
    async toEmail(codeType: CodeType, email: string): Promise<boolean> {
      const problem = emailCodeTargetError(email);
      if (problem) {
        toast(t(problem));
        return false;
      }
      await sendEmailCode(codeType, email.trim());
      toast(t('code_sent'));
      return true;
    },
    async toMobile(codeType: CodeType, areaCode: string, mobile: string): Promise<boolean> {
      const problem = mobileCodeTargetError(mobile);
      if (problem) {
        toast(t(problem));
        return false;
      }
      await sendMobileCode(codeType, fullPhone(areaCode, mobile));
      toast(t('code_sent'));
      return true;
    },
  };
}
