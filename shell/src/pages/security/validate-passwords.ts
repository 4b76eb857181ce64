import type { FieldErrors } from '../../account/field-errors';

/** The server's password rule (server/src/users/identifiers.ts MIN_PASSWORD, MAX_PASSWORD). */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 64;
/** The longest password field the server reads at all (server/src/routes/password.ts FIELD_MAX): the current one. */
export const PASSWORD_FIELD_MAX = 128;

/** A new password typed twice, with the current one when the change must prove it. */
export interface PasswordChange {
  current: string;
  password: string;
  confirm: string;
}

/**
 * Problems of a password form (translation keys), by field. `needsCurrent`: changing an existing
 * password (login, or fund once set) proves the current one, and the new one must differ from it.
 */
export function passwordChangeErrors(values: PasswordChange, needsCurrent: boolean): FieldErrors<PasswordChange> {
  const errors: FieldErrors<PasswordChange> = {};
  if (needsCurrent && values.current === '') errors.current = 'current_required';
  const length = Array.from(values.password).length;
  if (values.password === '') errors.password = 'password_required';
  else if (length < PASSWORD_MIN || length > PASSWORD_MAX) errors.password = 'password_length';
  else if (needsCurrent && values.password === values.current) errors.password = 'password_same';
  if (values.confirm === '') errors.confirm = 'confirm_required';
  else if (values.confirm !== values.password) errors.confirm = 'password_mismatch';
  return errors;
}
