import { isBlank, type AuthForm } from './auth-form';
import type { AuthMethod } from './auth-method';
import { firstError, overLimitErrors, type AuthErrors } from './auth-errors';
import { shownFields, SIGN_UP_LIMITS } from './field-limits';
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

function identityErrors(method: AuthMethod, form: AuthForm, rules: RegisterRules): AuthErrors {
  switch (method) {
    case 'account':
      return isBlank(form.username) ? { username: 'common:please_user' } : {};
    case 'email':
      return {
        ...(isBlank(form.email) ? { email: 'common:please_email' } : {}),
        ...(rules.phoneWithEmail && isBlank(form.mobile) ? { mobile: 'common:please_mobile' } : {}),
      };
    case 'phone':
      return isBlank(form.mobile) ? { mobile: 'common:please_mobile' } : {};
  }
}

function passwordErrors(form: AuthForm): AuthErrors {
  if (form.password === '') return { password: 'common:please_pwd', ...(form.password2 === '' ? { password2: 'auth:please_pwd_again' } : {}) };
  if (form.password2 === '') return { password2: 'auth:please_pwd_again' };
  return passwordsDiffer(form.password, form.password2) ? { password2: 'auth:register_pwd_diff' } : {};
}

function codeErrors(method: AuthMethod, form: AuthForm, rules: RegisterRules): AuthErrors {
  switch (method) {
    case 'account':
      return rules.imageCode && isBlank(form.captcha) ? { captcha: 'common:please_code' } : {};
    case 'email':
      return isBlank(form.emailCode) ? { emailCode: 'common:please_code' } : {};
    case 'phone':
      return isBlank(form.smsCode) ? { smsCode: 'common:please_code' } : {};
  }
}

/**
 * Every problem of a sign-up form (spec §5), each under its field, in the order the spec lists
 * them: who (username, e-mail [and mobile], or mobile), password, the same password again,
 * invite code, verification code; then the consent to the terms. Empty when it can be sent. A
 * field longer than the server takes is marked too (its field says its limit).
 */
export function registerErrors(method: AuthMethod, form: AuthForm, rules: RegisterRules): AuthErrors {
  const rulesBroken: AuthErrors = {
    ...identityErrors(method, form, rules),
    ...passwordErrors(form),
    ...(rules.inviteRequired && isBlank(form.inviteCode) ? { inviteCode: 'auth:plug_shareCode' } : {}),
    ...codeErrors(method, form, rules),
    ...(rules.agreed ? {} : { agree: 'auth:agree_required' }),
  };
  const shown = shownFields(method, { signIn: false, imageCode: rules.imageCode, phoneWithEmail: rules.phoneWithEmail });
  return { ...rulesBroken, ...overLimitErrors(form, shown, SIGN_UP_LIMITS) };
}

/** The first problem of a sign-up form (a field past its limit before all), or null when it can be sent. */
export function registerError(method: AuthMethod, form: AuthForm, rules: RegisterRules): AuthMessageKey | null {
  const errors = registerErrors(method, form, rules);
  return Object.values(errors).includes('auth:too_long') ? 'auth:too_long' : firstError(errors);
}
