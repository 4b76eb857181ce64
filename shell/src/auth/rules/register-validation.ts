import { isBlank, type AuthForm } from './auth-form';
import type { AuthMethod } from './auth-method';
import { overLimit, shownFields, SIGN_UP_LIMITS } from './field-limits';
import type { AuthMessageKey } from './message-key';
import { passwordsDiffer } from './passwords-match';

/** What decides the sign-up rules beyond the method: the tenant's flags and settings, and the user's consent. */
export interface RegisterRules {
  /** settings.marketUrl.h5Code: the account method asks for the image code. */
  imageCode: boolean;
  /** The method is in the tenant's `inviteCode.requiredFor`. */
  inviteRequired: boolean;
  /** flags.signUp.phoneRequiredWithEmail: the e-mail method also asks for the mobile number. */
  phoneWithEmail: boolean;
  /** The terms-and-privacy box is ticked. */
  agreed: boolean;
}

function identityError(method: AuthMethod, form: AuthForm, rules: RegisterRules): AuthMessageKey | null {
  switch (method) {
    case 'account':
      return isBlank(form.username) ? 'common:please_user' : null;
    case 'email':
      if (isBlank(form.email)) return 'common:please_email';
      return rules.phoneWithEmail && isBlank(form.mobile) ? 'common:please_mobile' : null;
    case 'phone':
      return isBlank(form.mobile) ? 'common:please_mobile' : null;
  }
}

function codeMissing(method: AuthMethod, form: AuthForm, rules: RegisterRules): boolean {
  switch (method) {
    case 'account':
      return rules.imageCode && isBlank(form.captcha);
    case 'email':
      return isBlank(form.emailCode);
    case 'phone':
      return isBlank(form.smsCode);
  }
}

/**
 * The message for the first problem of a sign-up form (spec §5), in the order the spec lists
 * them: who (username, e-mail [and mobile], or mobile), password, the same password again,
 * invite code, verification code; then the consent to the terms. Null when it can be sent.
 * Before all of them, a field longer than the server takes (its field says its limit).
 */
export function registerError(method: AuthMethod, form: AuthForm, rules: RegisterRules): AuthMessageKey | null {
  const shown = shownFields(method, { signIn: false, imageCode: rules.imageCode, phoneWithEmail: rules.phoneWithEmail });
  if (overLimit(form, shown, SIGN_UP_LIMITS)) return 'auth:too_long';
  const identity = identityError(method, form, rules);
  if (identity) return identity;
  if (form.password === '') return 'common:please_pwd';
  if (form.password2 === '') return 'auth:please_pwd_again';
  if (passwordsDiffer(form.password, form.password2)) return 'auth:register_pwd_diff';
  if (rules.inviteRequired && isBlank(form.inviteCode)) return 'auth:plug_shareCode';
  if (codeMissing(method, form, rules)) return 'common:please_code';
  if (!rules.agreed) return 'auth:agree_required';
  return null;
}
