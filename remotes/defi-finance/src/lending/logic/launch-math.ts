import BigNumber from 'bignumber.js';
import type { Launch, LaunchStatus } from '@atrium/api';
import { toDecimal } from '@atrium/ui/amount';

/** Token amounts are counted to 8 decimals; what a purchase buys rounds down (never more than paid for). */
const TOKEN_DECIMALS = 8;

/** Applied USDT as a percent of what the whole supply costs (over 100 when oversubscribed). */
export function launchProgress(launch: Pick<Launch, 'applied' | 'supply' | 'price'>): BigNumber | null {
  const applied = toDecimal(launch.applied);
  const supply = toDecimal(launch.supply);
  const price = toDecimal(launch.price);
  if (!applied || !supply || !price || supply.lte(0) || price.lte(0)) return null;
  return applied.div(supply.times(price)).times(100);
}

/** The width of a progress bar: the percent, capped at 100. */
export function progressWidth(percent: BigNumber | null): number {
  if (!percent) return 0;
  return BigNumber.min(percent, 100).decimalPlaces(2, BigNumber.ROUND_DOWN).toNumber();
}

/** The tokens `amount` USDT buys at full allocation: amount ÷ price, floored to 8 decimals. */
export function tokensFor(amount: string, price: string): BigNumber | null {
  const paid = toDecimal(amount);
  const unit = toDecimal(price);
  if (!paid || !unit || unit.lte(0)) return null;
  return paid.div(unit).decimalPlaces(TOKEN_DECIMALS, BigNumber.ROUND_DOWN);
}

/** The time a launch's countdown runs to: its start while upcoming, its end while open, none once ended. */
export function countdownTarget(launch: Pick<Launch, 'status' | 'startTime' | 'endTime'>): number | null {
  const targets: Record<LaunchStatus, number | null> = { upcoming: launch.startTime, open: launch.endTime, ended: null };
  return targets[launch.status];
}

export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** The whole days, hours, minutes and seconds from `now` to `target` (zero once passed). */
export function remaining(target: number, now: number): Remaining {
  const total = Math.max(0, Math.floor((target - now) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}
