import BigNumber from 'bignumber.js';
import type { LoanProduct } from '@atrium/api';
import { floorToDecimals } from '@atrium/ui';
import { toDecimal } from '@atrium/ui/amount';

/** Collateral and interest are counted to 8 decimals and never short: they round up. */
const COLLATERAL_DECIMALS = 8;
const UP = BigNumber.clone({ DECIMAL_PLACES: COLLATERAL_DECIMALS, ROUNDING_MODE: BigNumber.ROUND_UP });
const DAY_MS = 86_400_000;

/**
 * Interest over `days` days: amount × dailyRate % × days, rounded up to 8 decimals as the server
 * charges it (CONTRACT-DELTA "Loans"). `amount` is a plain decimal (amountValue's) or null.
 */
export function loanInterest(amount: string | null, dailyRate: string, days: number): BigNumber | null {
  const principal = toDecimal(amount);
  const rate = toDecimal(dailyRate);
  if (!principal || !rate) return null;
  return principal.times(rate).div(100).times(days).decimalPlaces(COLLATERAL_DECIMALS, BigNumber.ROUND_UP);
}

/** What repaying at the end of the term costs: principal + interest over the whole term. */
export function loanTotal(amount: string | null, dailyRate: string, days: number): BigNumber | null {
  const interest = loanInterest(amount, dailyRate, days);
  return interest && toDecimal(amount)!.plus(interest);
}

/**
 * The collateral a loan needs: amount ÷ ltv ÷ price, in one division so it is rounded once,
 * up to 8 decimals (the loan may be at most `ltv` of the collateral's value, never a satoshi more).
 * Null while the price is unknown or not positive.
 */
export function collateralRequired(amount: string | null, ltv: string, price: string | null | undefined): BigNumber | null {
  const principal = toDecimal(amount);
  const share = toDecimal(ltv);
  const unit = toDecimal(price ?? null);
  if (!principal || !share || !unit || share.lte(0) || unit.lte(0)) return null;
  return new UP(principal).div(new UP(share).times(unit));
}

/**
 * The Max of the amount: the most the collateral available covers (available × ltv × price),
 * capped by the product's maximum and floored to the loan coin's decimals, so the collateral it
 * needs (rounded up to 8 decimals) never exceeds what is there. Without a price, the maximum.
 */
export function loanMax(product: Pick<LoanProduct, 'maxAmount' | 'ltv'>, available: string, price: string | null | undefined, decimals: number): string {
  const max = toDecimal(product.maxAmount) ?? new BigNumber(0);
  const share = toDecimal(product.ltv);
  const unit = toDecimal(price ?? null);
  const covered = share && unit && share.gt(0) && unit.gt(0) ? (toDecimal(available) ?? new BigNumber(0)).times(share).times(unit) : null;
  const most = covered && covered.lt(max) ? covered : max;
  return floorToDecimals(most, decimals);
}

/** When a loan taken at `now` for `days` days falls due. */
export const loanDueTime = (now: number, days: number) => now + days * DAY_MS;

/** A loan form's own rule beyond the amount's: the collateral must be available. */
export type CollateralProblem = 'no_price' | 'short' | null;

export function collateralProblem(required: BigNumber | null, available: string): CollateralProblem {
  if (!required) return 'no_price';
  const have = toDecimal(available);
  return have && have.gte(required) ? null : 'short';
}

/** The products' terms, shortest first. */
export const byTerm = (products: LoanProduct[]) => [...products].sort((a, b) => a.days - b.days || a.id - b.id);
