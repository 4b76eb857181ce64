/**
 * The server's limits of a bank card's fields (server/src/funds/bank-cards.ts cleanCard, which
 * is stricter than the routes' input caps of 200/200/300/64): holder 2–50 letters and spaces,
 * bank 2–50 characters, branch 2–80, number 12–19 digits. Lengths count characters, not UTF-16 units.
 */
export const HOLDER_LIMIT = 50;
export const BANK_LIMIT = 50;
export const BRANCH_LIMIT = 80;

/** Characters, as the server counts them (an emoji or a CJK extension is one). */
export const textLength = (text: string) => [...text].length;

/** Letters (any script, with their marks) in words separated by single spaces: the server's rule. */
export const isValidHolderName = (name: string) => /^[\p{L}\p{M}]+(?: [\p{L}\p{M}]+)*$/u.test(name);

/** Card numbers: 12 to 19 digits passing the Luhn check. */
export function isValidCardNumber(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The digits of what was typed (the spaces and dashes that group them dropped); never cut: a 20th digit is said, not lost. */
export const cardDigits = (typed: string) => typed.replace(/\D/g, '');

/** Groups of four as typed: "4111 1111 1111 1111". */
export const groupCardNumber = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/** Only the last four digits are shown in lists: "•••• 1111". */
export const maskCardNumber = (digits: string) => `•••• ${digits.slice(-4)}`;
