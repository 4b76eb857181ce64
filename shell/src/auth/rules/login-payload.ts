import { fullPhone, type LoginPayload } from '@atrium/api';
import type { AuthForm } from './auth-form';
import { SIGN_TYPE_OF, type AuthMethod } from './auth-method';

/**
 * The login body of spec §3 for a method: the account's name and password (and the image code
 * when the tenant asks for it), the e-mail and its code, or the full phone number and its code.
 */
export function loginPayload(method: AuthMethod, form: AuthForm, options: { captcha: boolean }): LoginPayload {
  const signType = SIGN_TYPE_OF[method];
  switch (method) {
    case 'account':
      return {
        signType,
        loginName: form.username.trim(),
        loginPassword: form.password,
        ...(options.captcha ? { code: form.captcha.trim() } : {}),
      };
    case 'email':
      return { signType, email: form.email.trim(), code: form.emailCode.trim() };
    case 'phone':
      return { signType, phone: fullPhone(form.areaCode, form.mobile), code: form.smsCode.trim() };
  }
}
