import BigNumber from 'bignumber.js';
import { floorToDecimals } from '@atrium/ui';
import type { FinanceProduct } from '@atrium/api';
import { coinDecimals, toDecimal } from './decimal';

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

/** What is left of a product's quota (never negative). */
export function quotaLeft(product: Pick<FinanceProduct, 'quota' | 'sold'>): BigNumber {
  const left = (toDecimal(product.quota) ?? new BigNumber(0)).minus(toDecimal(product.sold) ?? 0);
  return left.isNegative() ? new BigNumber(0) : left;
}

export type AmountError = 'required' | 'format' | 'zero' | 'below_min' | 'above_max' | 'above_quota' | 'insufficient';

/** The first rule a typed amount breaks for `product` with `balance` available, or null. Decimal maths only. */
export function buyAmountError(text: string, product: FinanceProduct, balance: string): AmountError | null {
  if (text.trim() === '') return 'required';
  const decimals = coinDecimals(product.coin);
  if (!new RegExp(`^\\d+(\\.\\d{1,${decimals}})?$`).test(text)) return 'format';
  const amount = toDecimal(text);
  if (!amount) return 'format';
  if (amount.isLessThanOrEqualTo(0)) return 'zero';
  const min = toDecimal(product.minAmount);
  if (min && amount.isLessThan(min)) return 'below_min';
  const max = toDecimal(product.maxAmount);
  // A max of 0 means "no limit per purchase"; the quota still applies.
  if (max && max.isGreaterThan(0) && amount.isGreaterThan(max)) return 'above_max';
  if (amount.isGreaterThan(quotaLeft(product))) return 'above_quota';
  const available = toDecimal(balance);
  if (!available || amount.isGreaterThan(available)) return 'insufficient';
  return null;
}

/**
 * The Max button: the most the user can put in — the smallest of the balance, the per-purchase
 * maximum and the quota left — floored to the coin's decimals (rule 8: never up).
 */
export function maxBuyAmount(product: FinanceProduct, balance: string): string {
  const caps = [toDecimal(balance) ?? new BigNumber(0), quotaLeft(product)];
  const max = toDecimal(product.maxAmount);
  if (max && max.isGreaterThan(0)) caps.push(max);
  const least = BigNumber.min(...caps);
  return least.isGreaterThan(0) ? floorToDecimals(least, coinDecimals(product.coin)) : '0';
}
