import { fullPhone, type RegisterPayload } from '@atrium/api';
import type { AuthForm } from './auth-form';
import { SIGN_TYPE_OF, type AuthMethod } from './auth-method';

/**
 * The register body of spec §3 for a method. `code` is the image code for the account method
 * (only when the tenant shows it), the e-mailed code or the SMS code for the others;
 * `activeCode` is the invite code, left out when empty. The e-mail method carries the phone
 * too when the tenant asks for it.
 */
export function registerPayload(method: AuthMethod, form: AuthForm, options: { imageCode: boolean; phoneWithEmail: boolean }): RegisterPayload {
  const invite = form.inviteCode.trim();
  const common = { signType: SIGN_TYPE_OF[method], loginPassword: form.password, ...(invite ? { activeCode: invite } : {}) };
  switch (method) {
    case 'account':
      return { ...common, loginName: form.username.trim(), ...(options.imageCode ? { code: form.captcha.trim() } : {}) };
    case 'email':
      return {
        ...common,
        email: form.email.trim(),
        code: form.emailCode.trim(),
        ...(options.phoneWithEmail ? { phone: fullPhone(form.areaCode, form.mobile) } : {}),
      };
    case 'phone':
      return { ...common, phone: fullPhone(form.areaCode, form.mobile), code: form.smsCode.trim() };
  }
}
