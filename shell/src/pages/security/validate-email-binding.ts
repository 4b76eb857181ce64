import type { FieldErrors } from '../../account/field-errors';
import type { AccountMessageKey } from '../../account/i18n/register';

export interface EmailBinding {
  email: string;
  code: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CODE = /^\d{4,8}$/;

/** What the server reads at most (server/src/routes/bind-email.ts): an e-mail of 254 characters, a code of 16. */
export const EMAIL_LIMIT = 254;
export const CODE_LIMIT = 16;

export const cleanEmail = (email: string) => email.trim();

/** Same mailbox whatever the case of the domain or local part (as the server compares). */
const sameEmail = (a: string, b: string) => cleanEmail(a).toLowerCase() === cleanEmail(b).toLowerCase();

/**
 * Why no code can be sent yet (a translation key), or null. Spec §5: an empty e-mail gives
 * login_please_emailCode.
 */
export function sendCodeProblem(email: string, bound: string | null): AccountMessageKey | null {
  const value = cleanEmail(email);
  if (value === '') return 'login_please_emailCode';
  if (!EMAIL.test(value)) return 'email_invalid';
  if (bound && sameEmail(value, bound)) return 'email_same';
  return null;
}

/** Problems of the bind form (translation keys), by field. */
export function emailBindingErrors(values: EmailBinding, bound: string | null): FieldErrors<EmailBinding> {
  const errors: FieldErrors<EmailBinding> = {};
  const email = sendCodeProblem(values.email, bound);
  if (email) errors.email = email === 'login_please_emailCode' ? 'email_required' : email;
  const code = values.code.trim();
  if (code === '') errors.code = 'code_required';
  else if (!CODE.test(code)) errors.code = 'code_invalid';
  return errors;
}
