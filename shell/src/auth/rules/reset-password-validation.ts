import { isBlank, type AuthForm } from './auth-form';
import { overLimit, SIGN_UP_LIMITS } from './field-limits';
import type { AuthMessageKey } from './message-key';
import { passwordsDiffer } from './passwords-match';

/**
 * The message for the first problem of a password reset (spec §5: e-mail, new password and
 * e-mail code are all required and the two passwords must match), or null. Before all, a field
 * longer than the server takes (its field says its limit).
 */
export function resetPasswordError(form: AuthForm): AuthMessageKey | null {
  if (overLimit(form, ['email', 'password', 'password2', 'emailCode'], SIGN_UP_LIMITS)) return 'auth:too_long';
  if (isBlank(form.email)) return 'common:please_email';
  if (form.password === '') return 'common:please_pwd';
  if (form.password2 === '') return 'auth:please_pwd_again';
  if (passwordsDiffer(form.password, form.password2)) return 'auth:register_pwd_diff';
  if (isBlank(form.emailCode)) return 'common:please_code';
  return null;
}
