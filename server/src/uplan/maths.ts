import { Dec, floorAmount } from '../funds/amount.js';

/** One day in milliseconds. */
export const DAY_MS = 86_400_000;

/** A day's income of an order: alreadyAmount × dayRate ÷ 100, floored to 8 decimals. */
export const dailyIncome = (alreadyAmount: Dec | string, dayRate: Dec | string): Dec =>
  floorAmount(new Dec(alreadyAmount).times(dayRate).div(100));

/**
 * Days of income an order has earned by `now`: the whole 24-hour periods held since it was
 * reviewed, never more than its days (CONTRACT-DELTA "U plan"). Counting from the review, not from
 * UTC midnights, so a review a minute before midnight earns nothing until a full day has passed.
 */
export const earnedDays = (reviewTime: number, now: number, days: number): number =>
  Math.max(0, Math.min(days, Math.floor((now - reviewTime) / DAY_MS)));

/**
 * The share of the principal kept when the user ends an overdue order early, in percent: a stated
 * constant (the screen shows it, with the amounts, before the user confirms).
 */
export const EARLY_END_PENALTY_PERCENT = '5';

/** Ending an overdue order early: the penalty (floored to 8 decimals, never more than the principal) and what returns. */
export function earlyEnd(alreadyAmount: Dec | string): { penalty: Dec; returned: Dec } {
  const principal = new Dec(alreadyAmount);
  const penalty = floorAmount(principal.times(EARLY_END_PENALTY_PERCENT).div(100));
  return { penalty, returned: principal.minus(penalty) };
}
