import { isBlank, type AuthForm } from './auth-form';
import type { AuthMethod } from './auth-method';
import { overLimit, shownFields, SIGN_IN_LIMITS } from './field-limits';
import type { AuthMessageKey } from './message-key';

/**
 * The message for the first missing field of a sign-in (spec §5), or null when the form is
 * complete. `captcha`: the tenant's loginCaptcha setting, which adds the image code to the
 * account tab. Before all, a field longer than the server takes (its field says its limit).
 */
export function loginError(method: AuthMethod, form: AuthForm, options: { captcha: boolean }): AuthMessageKey | null {
  if (overLimit(form, shownFields(method, { signIn: true, imageCode: options.captcha }), SIGN_IN_LIMITS)) return 'auth:too_long';
  switch (method) {
    case 'account':
      if (isBlank(form.username)) return 'common:please_user';
      if (form.password === '') return 'common:please_pwd';
      if (options.captcha && isBlank(form.captcha)) return 'common:please_code';
      return null;
    case 'email':
      if (isBlank(form.email)) return 'common:please_email';
      if (isBlank(form.emailCode)) return 'common:please_code';
      return null;
    case 'phone':
      if (isBlank(form.mobile)) return 'common:please_mobile';
      if (isBlank(form.smsCode)) return 'common:please_code';
      return null;
  }
}
