import BigNumber from 'bignumber.js';
import { floorToDecimals } from '@atrium/ui';

/**
 * Decimal amounts as the defi-finance screens take them from the user (rule 8: strings on the
 * wire, BigNumber in code, never floats). Every area's forms (stakes, products, pledges, loans,
 * subscriptions) read and check their amounts through these.
 */

/** A decimal string as BigNumber, or null when it is not a finite number (bignumber.js 11 throws on ''). */
export function toDecimal(value: string | BigNumber | null | undefined): BigNumber | null {
  if (value === null || value === undefined || value === '') return null;
  try {
    const n = BigNumber.isBigNumber(value) ? value : new BigNumber(value.trim());
    return n.isFinite() ? n : null;
  } catch {
    return null;
  }
}

/** USDT amounts carry 6 decimals (its token contract's); every other coin 8. */
export function coinDecimals(coin: string): number {
  return ['usdt', 'usdc'].includes(coin.toLowerCase()) ? 6 : 8;
}

/**
 * What the user may type in an amount field: digits and one dot, at most `decimals` after it.
 * Returns the accepted text, or `previous` when the keystroke would break the format (a comma
 * typed by a European keyboard becomes a dot).
 */
export function acceptDecimalInput(next: string, previous: string, decimals: number): string {
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
  /** What the user can spend; absent when the amount is not taken from a balance. */
  balance?: string | null;
  decimals?: number;
}

/** The first rule a typed amount breaks (required, format, zero, min, max, balance), or null. */
export function amountError(text: string, limits: AmountLimits = {}): AmountError | null {
  if (text.trim() === '') return 'required';
  const decimals = limits.decimals ?? 8;
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

/** The Max/All button: the balance, capped by a product's maximum, floored to the coin's decimals (rule 8: never up). */
export function maxAmount(balance: string | null | undefined, decimals: number, cap?: string | null): string {
  let value = toDecimal(balance);
  const limit = toDecimal(cap);
  if (value && limit && limit.isGreaterThan(0) && value.isGreaterThan(limit)) value = limit;
  if (!value || value.isLessThanOrEqualTo(0)) return '0';
  return floorToDecimals(value, decimals);
}
