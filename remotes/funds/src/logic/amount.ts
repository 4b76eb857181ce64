import BigNumber from 'bignumber.js';
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

export type AmountError = 'required' | 'format' | 'zero' | 'below_min' | 'above_max' | 'insufficient';

export interface AmountLimits {
  min?: string | null;
  max?: string | null;
  /** What the user can spend; absent when the amount is not taken from a balance (deposits). */
  balance?: string | null;
  decimals?: number;
}

/** The first rule a typed amount breaks, or null when it can be submitted. Decimal maths only. */
export function amountError(text: string, limits: AmountLimits = {}): AmountError | null {
  if (text.trim() === '') return 'required';
  const decimals = limits.decimals ?? INPUT_DECIMALS;
  if (!new RegExp(`^\\d+(\\.\\d{1,${Math.max(decimals, 1)}})?$`).test(text) || (decimals === 0 && text.includes('.'))) return 'format';
  const amount = toDecimal(text);
  if (!amount) return 'format';
  if (amount.isLessThanOrEqualTo(0)) return 'zero';
  const min = toDecimal(limits.min);
  if (min && amount.isLessThan(min)) return 'below_min';
  const max = toDecimal(limits.max);
  // A max of 0 means "no limit" in the withdraw coin list.
  if (max && max.isGreaterThan(0) && amount.isGreaterThan(max)) return 'above_max';
  const balance = toDecimal(limits.balance);
  if (limits.balance !== undefined && (!balance || amount.isGreaterThan(balance))) return 'insufficient';
  return null;
}

/** The Max/All button: the whole balance floored to the coin's decimals (rule 8: never up). */
export function maxAmount(balance: string | null | undefined, decimals: number): string {
  const value = toDecimal(balance);
  if (!value || value.isLessThanOrEqualTo(0)) return '0';
  return floorToDecimals(value, decimals);
}

/** A withdrawal's net: the fee is taken from the amount (what arrives is amount − fee, never negative). */
export function netOfFee(amount: string, fee: string | null | undefined): BigNumber | null {
  const gross = toDecimal(amount);
  if (!gross) return null;
  const net = gross.minus(toDecimal(fee) ?? 0);
  return net.isNegative() ? new BigNumber(0) : net;
}
