import type { FieldErrors } from '../../account/field-errors';

export interface PrimaryIdentity {
  realName: string;
  idNumber: string;
}

/** The server's rules (server/src/kyc/kyc-rules.ts): a name of 2 to 50 characters, an ID number of 5 to 30 letters or digits. */
export const NAME_MIN = 2;
export const NAME_MAX = 50;
export const ID_NUMBER_MAX = 30;
/** Letters of any script with their marks, and the separators real names use. */
const NAME_CHARACTERS = /^[\p{L}\p{M}\s.'’·-]+$/u;
const ID_NUMBER = /^[A-Za-z0-9]{5,30}$/;

/** The name as it is sent: trimmed, inner runs of spaces made one. */
export const cleanName = (name: string) => name.trim().replace(/\s+/gu, ' ');

/** Problems of the primary identity form (translation keys), by field. */
export function primaryIdentityErrors(values: PrimaryIdentity): FieldErrors<PrimaryIdentity> {
  const errors: FieldErrors<PrimaryIdentity> = {};
  const name = cleanName(values.realName);
  const length = Array.from(name).length;
  if (name === '') errors.realName = 'kyc_name_required';
  else if (length < NAME_MIN || length > NAME_MAX) errors.realName = 'kyc_name_length';
  else if (!NAME_CHARACTERS.test(name) || !/\p{L}/u.test(name)) errors.realName = 'kyc_name_characters';
  const id = values.idNumber.trim();
  if (id === '') errors.idNumber = 'kyc_id_required';
  else if (!ID_NUMBER.test(id)) errors.idNumber = 'kyc_id_format';
  return errors;
}
