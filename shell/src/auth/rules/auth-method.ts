import { SIGN_TYPE } from '@atrium/api';
import type { SignUpType } from '@atrium/platform';

/**
 * The three ways to sign in or sign up (spec §2 tabs 1 account, 2 e-mail, 3 mobile; §3 form
 * types 1, 2, 3). The same names as the tenant flag `inviteCode.requiredFor`.
 */
export type AuthMethod = SignUpType;

/** The API's signType for each method (spec §9: 3 username, 1 e-mail, 2 phone), login and register alike. */
export const SIGN_TYPE_OF: Record<AuthMethod, number> = {
  account: SIGN_TYPE.username,
  email: SIGN_TYPE.email,
  phone: SIGN_TYPE.phone,
};
