import { Dec, floorAmount } from '../funds/amount.js';

/** One day in milliseconds. */
export const DAY_MS = 86_400_000;

/** A day's income of an order: alreadyAmount × dayRate ÷ 100, floored to 8 decimals. */
export const dailyIncome = (alreadyAmount: Dec | string, dayRate: Dec | string): Dec =>
  floorAmount(new Dec(alreadyAmount).times(dayRate).div(100));

/**
 * Days of income an order has earned by `now`: the UTC midnights passed since it was reviewed,
 * never more than its days (CONTRACT-DELTA "U plan": income is paid per whole UTC day).
 */
export const earnedDays = (reviewTime: number, now: number, days: number): number =>
  Math.max(0, Math.min(days, Math.floor(now / DAY_MS) - Math.floor(reviewTime / DAY_MS)));
