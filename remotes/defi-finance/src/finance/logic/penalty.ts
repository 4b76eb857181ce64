import BigNumber from 'bignumber.js';
import type { FinanceOrder } from '@atrium/api';
import { toDecimal } from '@atrium/ui/amount';

/** The server counts amounts to 8 decimals and rounds a penalty down to them (CONTRACT-DELTA "Finance"). */
const AMOUNT_DECIMALS = 8;

/** An early-redemption penalty share ("0.5": half the accrued income) in percent units (50), for formatPercent. */
export function penaltyPercent(share: string): BigNumber {
  return (toDecimal(share) ?? new BigNumber(0)).times(100);
}

/**
 * What redeeming `order` now costs: a holding of a term product is still before its end (at the
 * end it matures and is paid back), so redeeming it is early and loses `share` of the accrued
 * income, rounded down to 8 decimals and never more than the principal, as the server keeps it
 * back; a flexible product never has a penalty. Null when nothing is lost.
 */
export function earlyPenaltyAmount(order: Pick<FinanceOrder, 'accrued' | 'amount' | 'days' | 'status'>, share: string): string | null {
  if (order.days === 0 || order.status !== 0) return null;
  const rate = toDecimal(share);
  if (!rate || !rate.isGreaterThan(0)) return null;
  const penalty = (toDecimal(order.accrued) ?? new BigNumber(0)).times(rate).decimalPlaces(AMOUNT_DECIMALS, BigNumber.ROUND_DOWN);
  const principal = toDecimal(order.amount) ?? new BigNumber(0);
  return BigNumber.min(penalty, principal).toFixed();
}

/** What comes back to the funding account on redeeming: the amount, less the penalty if any. */
export function redeemReturn(order: Pick<FinanceOrder, 'amount'>, penalty: string | null): string {
  const amount = toDecimal(order.amount) ?? new BigNumber(0);
  return amount.minus(toDecimal(penalty) ?? 0).toFixed();
}
