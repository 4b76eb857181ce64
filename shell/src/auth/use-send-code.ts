import { fullPhone, sendEmailCode, sendMobileCode, type CodeType } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { toast } from '@atrium/ui';
import { emailCodeTargetError, mobileCodeTargetError } from './rules/send-code-validation';
import type { AuthMessageKey } from './rules/message-key';

export interface SendCodeOptions {
  /**
   * Says what is missing under its field (sign-in, sign-up) instead of in a toast: the e-mail
   * or the mobile number a code needs first.
   */
  onMissing?: (field: 'email' | 'mobile', message: AuthMessageKey) => void;
}

/**
 * The `onSend` of a SendCodeButton for an e-mail or a phone: says what is missing (spec §5),
 * sends, and confirms. A refused send rejects; the API client has shown the server's message.
 */
export function useSendCode({ onMissing }: SendCodeOptions = {}) {
  const { t } = useTranslation(['auth', 'common']);
  const missing = (field: 'email' | 'mobile', problem: AuthMessageKey) => (onMissing ? onMissing(field, problem) : toast(t(problem)));
  return {
    async toEmail(codeType: CodeType, email: string): Promise<boolean> {
      const problem = emailCodeTargetError(email);
      if (problem) {
        missing('email', problem);
        return false;
      }
      await sendEmailCode(codeType, email.trim());
      toast(t('code_sent'));
      return true;
    },
    async toMobile(codeType: CodeType, areaCode: string, mobile: string): Promise<boolean> {
      const problem = mobileCodeTargetError(mobile);
      if (problem) {
        missing('mobile', problem);
        return false;
      }
      await sendMobileCode(codeType, fullPhone(areaCode, mobile));
      toast(t('code_sent'));
      return true;
    },
  };
}
