import { randomInt } from 'node:crypto';

/** No 0/O or 1/I/L, so a code read aloud or typed from a screenshot survives. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function newInviteCode(length = 6): string {
  let code = '';
  for (let i = 0; i < length; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
