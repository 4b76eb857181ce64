import { isBlank } from './auth-form';
import type { AuthMessageKey } from './message-key';

/** Spec §5 "Send code": an e-mail code needs an e-mail first. */
export function emailCodeTargetError(email: string): AuthMessageKey | null {
  return isBlank(email) ? 'auth:login_please_emailCode' : null;
}

/** Spec §5 "Send code": an SMS code needs a mobile number first. */
export function mobileCodeTargetError(mobile: string): AuthMessageKey | null {
  return isBlank(mobile) ? 'auth:login_please_mobileCode' : null;
}
