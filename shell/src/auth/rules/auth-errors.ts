import type { AuthField, AuthForm } from './auth-form';
import { characters } from './field-limits';
import type { AuthMessageKey } from './message-key';

/** What a form says is wrong, under the field it concerns (`agree`: the consent to the terms). */
export type AuthErrors = Partial<Record<AuthField | 'agree', AuthMessageKey>>;

/**
 * Each shown field past the server's limit gets `auth:too_long`: its own field already says the
 * limit (the kit's counter and "At most N characters"), so the mark only keeps the form from
 * being sent.
 */
export function overLimitErrors(form: AuthForm, fields: readonly AuthField[], limits: Record<AuthField, number>): AuthErrors {
  return Object.fromEntries(fields.filter((field) => characters(form[field]) > limits[field]).map((field) => [field, 'auth:too_long']));
}

/** The first problem, in the order the keys were listed (spec §5's), or null when there is none. */
export const firstError = (errors: AuthErrors): AuthMessageKey | null => Object.values(errors)[0] ?? null;
