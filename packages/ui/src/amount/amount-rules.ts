import { floorToDecimals } from '@atrium/ui';
import { INPUT_DECIMALS, toDecimal } from './decimal';

/**
 * What the user may type in an amount field: digits and one dot, at most `decimals` after it.
 * Returns the accepted text, or `previous` when the keystroke would break the format
 * (a comma typed by a European keyboard becomes a dot).
 */
export function acceptDecimalInput(next: string, previous: string, decimals = INPUT_DECIMALS): string {
  const text = next.replace(',', '.').replace(/\s/g, '');
  if (text === '') return '';
  const pattern = decimals > 0 ? new RegExp(`^\\d*(\\.\\d{0,${decimals}})?$`) : /^\d*$/;
  if (!pattern.test(text)) return previous;
  return text.startsWith('.') ? `0${text}` : text;
}

/** The rules a typed amount can break, in the order they are checked. */
export type AmountError = 'required' | 'format' | 'zero' | 'below_min' | 'above_max' | 'insufficient';

export interface AmountLimits {
  min?: string | null;
  /** The most per entry; 0 means "no limit" (the withdraw coin list, products without a cap). */
  max?: string | null;
  /** What the user can spend; absent when the amount is not taken from a balance (deposits). */
  balance?: string | null;
  decimals?: number;
}

/** The first rule a typed amount breaks, or null when it can be submitted. Decimal maths only. */
export function amountError(text: string, limits: AmountLimits = {}): AmountError | null {
  if (text.trim() === '') return 'required';
  const decimals = limits.decimals ?? INPUT_DECIMALS;
  const pattern = decimals > 0 ? new RegExp(`^\\d+(\\.\\d{1,${decimals}})?$`) : /^\d+$/;
  const amount = pattern.test(text) ? toDecimal(text) : null;
  if (!amount) return 'format';
  if (amount.isLessThanOrEqualTo(0)) return 'zero';
  const min = toDecimal(limits.min);
  if (min && amount.isLessThan(min)) return 'below_min';
  const max = toDecimal(limits.max);
  if (max && max.isGreaterThan(0) && amount.isGreaterThan(max)) return 'above_max';
  if (limits.balance !== undefined) {
    const balance = toDecimal(limits.balance);
    if (!balance || amount.isGreaterThan(balance)) return 'insufficient';
  }
  return null;
}

/**
 * The Max/All button: the balance, capped by a maximum when one is given (0 = none), floored to
 * the coin's decimals (rule 8: never up).
 */
export function maxAmount(balance: string | null | undefined, decimals: number, cap?: string | null): string {
  let value = toDecimal(balance);
  const limit = toDecimal(cap);
  if (value && limit && limit.isGreaterThan(0) && value.isGreaterThan(limit)) value = limit;
  if (!value || value.isLessThanOrEqualTo(0)) return '0';
  return floorToDecimals(value, decimals);
}
