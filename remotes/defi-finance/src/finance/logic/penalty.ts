import BigNumber from 'bignumber.js';
import type { FinanceOrder } from '@atrium/api';
import { coinDecimals, toDecimal } from '@atrium/ui/amount';

/** An early-redemption penalty share ("0.5": half the accrued income) as a percent figure ("50"). */
export function penaltyPercent(share: string): string {
  return (toDecimal(share) ?? new BigNumber(0)).times(100).decimalPlaces(2, BigNumber.ROUND_DOWN).toFixed();
}

/**
 * What redeeming `order` now costs: a holding of a term product is still before its end (at the
 * end it matures and is paid back), so redeeming it is early and loses `share` of the accrued
 * income, floored; a flexible product never has a penalty. Null when nothing is lost.
 */
export function earlyPenaltyAmount(order: Pick<FinanceOrder, 'accrued' | 'coin' | 'days' | 'status'>, share: string): string | null {
  if (order.days === 0 || order.status !== 0) return null;
  const rate = toDecimal(share);
  if (!rate || !rate.isGreaterThan(0)) return null;
  return (toDecimal(order.accrued) ?? new BigNumber(0)).times(rate).decimalPlaces(coinDecimals(order.coin), BigNumber.ROUND_DOWN).toFixed();
}
