import BigNumber from 'bignumber.js';
import { toDecimal } from './decimal';

/**
 * Why a typed amount or price cannot be submitted. What the user typed is never changed: the
 * field keeps the text and shows the message of the first rule it breaks.
 */
export type AmountProblem = 'required' | 'not_a_number' | 'not_positive' | 'too_many_decimals' | 'below_min' | 'above_max' | 'above_balance';

export interface AmountRules {
  /** At most this many decimals. */
  decimals: number;
  min?: BigNumber.Value | null;
  max?: BigNumber.Value | null;
  /** What the user can spend; null while it is unknown (then it is not checked). */
  balance?: BigNumber.Value | null;
}

/** Only plain decimals: digits with at most one dot (no signs, exponents, spaces or separators). */
const PLAIN_DECIMAL = /^\d+(\.\d*)?$|^\.\d+$/;

/** Typed text as the number it means, comma read as a dot (a European keyboard), or null. */
export function parseTyped(text: string): BigNumber | null {
  const normalised = text.trim().replace(',', '.');
  return PLAIN_DECIMAL.test(normalised) ? toDecimal(normalised) : null;
}

/** The text to send for a valid typed amount: the same number, written plainly ("0.50" → "0.5"). */
export function wireDecimal(text: string): string {
  return parseTyped(text)?.toFixed() ?? '';
}

/** The first rule `text` breaks, or null. Decimal maths only. */
export function amountProblem(text: string, rules: AmountRules): AmountProblem | null {
  if (text.trim() === '') return 'required';
  const value = parseTyped(text);
  if (!value) return 'not_a_number';
  if (!value.isGreaterThan(0)) return 'not_positive';
  if ((value.decimalPlaces() ?? 0) > rules.decimals) return 'too_many_decimals';
  const min = toDecimal(rules.min);
  if (min && value.isLessThan(min)) return 'below_min';
  const max = toDecimal(rules.max);
  if (max && max.isGreaterThan(0) && value.isGreaterThan(max)) return 'above_max';
  const balance = toDecimal(rules.balance);
  if (rules.balance !== null && rules.balance !== undefined && (!balance || value.isGreaterThan(balance))) return 'above_balance';
  return null;
}
