import { isBlank, type AuthForm } from './auth-form';
import type { AuthMethod } from './auth-method';
import { firstError, overLimitErrors, type AuthErrors } from './auth-errors';
import { shownFields, SIGN_IN_LIMITS } from './field-limits';
import type { AuthMessageKey } from './message-key';

function missing(method: AuthMethod, form: AuthForm, options: { captcha: boolean }): AuthErrors {
  switch (method) {
    case 'account':
      return {
        ...(isBlank(form.username) ? { username: 'common:please_user' } : {}),
        ...(form.password === '' ? { password: 'common:please_pwd' } : {}),
        ...(options.captcha && isBlank(form.captcha) ? { captcha: 'common:please_code' } : {}),
      };
    case 'email':
      return {
        ...(isBlank(form.email) ? { email: 'common:please_email' } : {}),
        ...(isBlank(form.emailCode) ? { emailCode: 'common:please_code' } : {}),
      };
    case 'phone':
      return {
        ...(isBlank(form.mobile) ? { mobile: 'common:please_mobile' } : {}),
        ...(isBlank(form.smsCode) ? { smsCode: 'common:please_code' } : {}),
      };
  }
}

/**
 * Every missing field of a sign-in (spec §5), each under its field, in the tab's order; empty
 * when the form is complete. `captcha`: the tenant's loginCaptcha setting, which adds the image
 * code to the account tab. A field longer than the server takes is marked too (its field says
 * its limit).
 */
export function loginErrors(method: AuthMethod, form: AuthForm, options: { captcha: boolean }): AuthErrors {
  const shown = shownFields(method, { signIn: true, imageCode: options.captcha });
  return { ...missing(method, form, options), ...overLimitErrors(form, shown, SIGN_IN_LIMITS) };
}

/** The first problem of a sign-in (a field past its limit before all), or null when the form is complete. */
export function loginError(method: AuthMethod, form: AuthForm, options: { captcha: boolean }): AuthMessageKey | null {
  const errors = loginErrors(method, form, options);
  return Object.values(errors).includes('auth:too_long') ? 'auth:too_long' : firstError(errors);
}
