/**
 * What a person types to name an account (login name, e-mail, phone) and the password rules, in
 * one place: sign-up, sign-in, code sending, binding and resets must agree on them.
 */
export const LOGIN_NAME = /^[A-Za-z0-9_]{4,20}$/;
export const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;
const PHONE_DIGITS = /^[0-9]{5,20}$/;

/** Login and fund passwords alike. */
export const MIN_PASSWORD = 6;
export const MAX_PASSWORD = 64;

/** E-mail addresses are compared and stored lower case. */
export function normaliseEmail(value: string | undefined): string | undefined {
  const email = value?.trim().toLowerCase() ?? '';
  return EMAIL.test(email) ? email : undefined;
}

/**
 * Phones are stored as "+" and digits, the front end's `fullPhone` ("+93701234567"). Spaces,
 * dashes, dots and brackets are dropped and a missing "+" is added, so "1 555-010-0001" and
 * "+15550100001" name the same account.
 */
export function normalisePhone(value: string | undefined): string | undefined {
  const digits = value?.trim().replace(/[\s\-().]/g, '').replace(/^\+/, '') ?? '';
  return PHONE_DIGITS.test(digits) ? `+${digits}` : undefined;
}

/** The message for a password outside the limits, or undefined when it fits. */
export function passwordProblem(password: string, what = 'Password'): string | undefined {
  if (password.length < MIN_PASSWORD) return `${what} must be at least ${MIN_PASSWORD} characters`;
  if (password.length > MAX_PASSWORD) return `${what} must be at most ${MAX_PASSWORD} characters`;
  return undefined;
}
