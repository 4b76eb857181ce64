import BigNumber from 'bignumber.js';
import { floorToDecimals } from '@atrium/ui';
import { amountError, amountValue, coinDecimals, toDecimal, type AmountError } from '@atrium/ui/amount';
import type { FinanceProduct } from '@atrium/api';

/** What is left of a product's quota (never negative). */
export function quotaLeft(product: Pick<FinanceProduct, 'quota' | 'sold'>): BigNumber {
  const left = (toDecimal(product.quota) ?? new BigNumber(0)).minus(toDecimal(product.sold) ?? 0);
  return left.isNegative() ? new BigNumber(0) : left;
}

/** Whether a product has a per-purchase maximum (0 means none). */
export const hasMax = (product: Pick<FinanceProduct, 'maxAmount'>) => toDecimal(product.maxAmount)?.isGreaterThan(0) ?? false;

/** The kit's amount rules plus the one only products have: no more than the quota left. */
export type BuyAmountError = AmountError | 'above_quota';

/** The decimals a product's amount may have: its coin's. */
export const productDecimals = (product: Pick<FinanceProduct, 'coin'>) => coinDecimals(product.coin);

/** The typed amount as the plain decimal sent to the server ("1,000.50" → "1000.5"), or null. */
export const buyAmountValue = (text: string, product: Pick<FinanceProduct, 'coin'>) => amountValue(text, { decimals: productDecimals(product) });

/**
 * The first rule a typed amount breaks for `product` with `balance` available, or null: the
 * kit's rules (a max of 0 means "no limit per purchase"), the quota before the balance (the
 * server's order: CONTRACT-DELTA "Finance").
 */
export function buyAmountError(text: string, product: FinanceProduct, balance: string): BuyAmountError | null {
  const decimals = productDecimals(product);
  const broken = amountError(text, { min: product.minAmount, max: product.maxAmount, decimals });
  if (broken) return broken;
  if (new BigNumber(buyAmountValue(text, product)!).isGreaterThan(quotaLeft(product))) return 'above_quota';
  return amountError(text, { balance, decimals });
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
  return least.isGreaterThan(0) ? floorToDecimals(least, productDecimals(product)) : '0';
}
