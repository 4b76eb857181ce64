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

/** The digits of what was typed (spaces and dashes dropped), at most 19. */
export const cardDigits = (typed: string) => typed.replace(/\D/g, '').slice(0, 19);

/** Groups of four as typed: "4111 1111 1111 1111". */
export const groupCardNumber = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/** Only the last four digits are shown in lists: "•••• 1111". */
export const maskCardNumber = (digits: string) => `•••• ${digits.slice(-4)}`;
