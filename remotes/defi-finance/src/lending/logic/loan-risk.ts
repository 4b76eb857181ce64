import BigNumber from 'bignumber.js';
import type { LoanOrder } from '@atrium/api';
import { toDecimal } from '@atrium/ui/amount';

/** A ratio as a percent for NumberText kind="percent" ("0.75" → 75); null when not a number. */
export const ltvPercent = (ratio: string | null | undefined) => toDecimal(ratio ?? null)?.times(100) ?? null;

/**
 * An open loan's loan-to-value at the live price: what it owes now ÷ the collateral's value,
 * rounded up to 4 decimals as the server does (CONTRACT-DELTA "Loans", Risk). Without a live
 * price, the server's figure as of the last load; null once the loan is closed.
 */
export function liveLtv(loan: LoanOrder, price: string | null | undefined): BigNumber | null {
  if (loan.status === 1 || loan.status === 3) return null;
  const unit = toDecimal(price ?? null);
  const collateral = toDecimal(loan.collateralAmount);
  const owed = toDecimal(loan.totalRepayment);
  if (!unit || !collateral || !owed || unit.lte(0) || collateral.lte(0)) return toDecimal(loan.ltv);
  return owed.div(collateral.times(unit)).decimalPlaces(4, BigNumber.ROUND_UP);
}

/**
 * Margin-called: the server said so (it mails and pushes the call once per crossing), or the live
 * LTV is above the threshold already (the watch runs every few seconds; the screen need not wait).
 */
export function isMarginCalled(loan: LoanOrder, ltv: BigNumber | null, marginCallLtv: string | undefined): boolean {
  if (loan.status === 1 || loan.status === 3) return false;
  return loan.marginCall || (ltv !== null && marginCallLtv !== undefined && ltv.gt(marginCallLtv));
}
