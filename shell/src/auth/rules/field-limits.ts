import type { AuthField, AuthForm } from './auth-form';
import type { AuthMethod } from './auth-method';

/**
 * The most characters the server takes in each field of the auth screens, said by the fields (a
 * counter) before they bite, and checked before anything is sent: a 5,000-character name is
 * refused here with its limit, never sent to be answered "malformed".
 * - Sign-up and reset, the rules a new account must meet: the login name at most 20 (4 to 20
 *   letters, digits or underscores, server/src/users/identifiers.ts LOGIN_NAME), a new password
 *   at most 64 (MAX_PASSWORD).
 * - Sign-in, what the body may hold (server/src/routes/user.ts CREDENTIALS): a login name of 64,
 *   a password of 128.
 * - Everywhere: an e-mail of 254, a mobile number of 20 digits (PHONE_DIGITS), a code (e-mailed,
 *   SMS or image) of 16, an invite code (activeCode) of 32.
 */
export const SIGN_UP_LIMITS: Record<AuthField, number> = {
  username: 20,
  email: 254,
  // The area code is picked from a list, never typed.
  areaCode: 8,
  mobile: 20,
  password: 64,
  password2: 64,
  emailCode: 16,
  smsCode: 16,
  captcha: 16,
  inviteCode: 32,
};

export const SIGN_IN_LIMITS: Record<AuthField, number> = { ...SIGN_UP_LIMITS, username: 64, password: 128 };

/** The shortest new password and login name (server/src/users/identifiers.ts MIN_PASSWORD, LOGIN_NAME). */
export const PASSWORD_MIN = 6;
export const USERNAME_MIN = 4;

/** Characters as a person counts them (and the fields' counters): an emoji is one. */
export const characters = (value: string) => [...value].length;

/** What decides which fields a screen shows beyond the method. */
export interface ShownOptions {
  /** Sign-in: one password, no invite code. */
  signIn: boolean;
  /** The account method shows the image code. */
  imageCode: boolean;
  /** The e-mail method of sign-up asks for the mobile number too. */
  phoneWithEmail?: boolean;
}

/** The fields a method shows, and so the only ones whose length it checks. */
export function shownFields(method: AuthMethod, { signIn, imageCode, phoneWithEmail = false }: ShownOptions): AuthField[] {
  const passwords: AuthField[] = signIn ? ['password'] : ['password', 'password2', 'inviteCode'];
  switch (method) {
    case 'account':
      return ['username', ...passwords, ...(imageCode ? (['captcha'] as const) : [])];
    case 'email':
      return signIn ? ['email', 'emailCode'] : ['email', ...(phoneWithEmail ? (['mobile'] as const) : []), ...passwords, 'emailCode'];
    case 'phone':
      return signIn ? ['mobile', 'smsCode'] : ['mobile', ...passwords, 'smsCode'];
  }
}

/** Whether one of `fields` holds more than its limit. */
export function overLimit(form: AuthForm, fields: readonly AuthField[], limits: Record<AuthField, number>): boolean {
  return fields.some((field) => characters(form[field]) > limits[field]);
}
