/** What a KYC submission must hold (the messages are shown as they are). */
const REAL_NAME_MIN = 2;
const REAL_NAME_MAX = 50;
const ID_NUMBER = /^[A-Za-z0-9]{5,30}$/;

/** The name as stored: trimmed, inner runs of spaces made one. */
export const cleanRealName = (value: string | undefined) => (value ?? '').trim().replace(/\s+/g, ' ');

export function realNameProblem(name: string): string | undefined {
  // Counted in characters a person sees, not UTF-16 units (names in many scripts).
  const length = [...name].length;
  if (length < REAL_NAME_MIN || length > REAL_NAME_MAX) return `Please enter your real name (${REAL_NAME_MIN} to ${REAL_NAME_MAX} characters)`;
  return undefined;
}

export function idNumberProblem(idNumber: string): string | undefined {
  return ID_NUMBER.test(idNumber) ? undefined : 'Please enter a valid ID number (5 to 30 letters or digits)';
}
