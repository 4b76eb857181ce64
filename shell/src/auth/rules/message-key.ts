/**
 * A message a validation rule can give, namespaced: the spec's shared "please enter" keys live
 * in `common`, the rest in this feature's `auth` namespace.
 */
export type AuthMessageKey =
  | 'common:please_user'
  | 'common:please_pwd'
  | 'common:please_code'
  | 'common:please_email'
  | 'common:please_mobile'
  | 'auth:please_pwd_again'
  | 'auth:register_pwd_diff'
  | 'auth:plug_shareCode'
  | 'auth:agree_required'
  | 'auth:login_please_emailCode'
  | 'auth:login_please_mobileCode'
  | 'auth:too_long';
