import { Dec, floorAmount } from '../funds/amount.js';

/**
 * The arithmetic of stakes and products (DeFi stakes, financial products, pledges), kept apart
 * from the database so it can be tested alone. Amounts are decimals (rule 8); times ms since the
 * epoch, days UTC.
 */

export const DAY_MS = 86_400_000;

/** The start of the UTC day holding `time`. */
export const utcDayStart = (time: number): number => Math.floor(time / DAY_MS) * DAY_MS;

/**
 * When a term of `days` days ends for an order made at `createTime` (null: no term). An order
 * earns from the UTC day after the one it was made on (the day it was made is not a whole day
 * held), so a term is that many whole UTC days and ends at the close of the last one.
 */
export function termEnd(createTime: number, days: number): number | null {
  return days === 0 ? null : utcDayStart(createTime) + (days + 1) * DAY_MS;
}

export interface Holding {
  createTime: number;
  /** The term's end (null: none). */
  endTime: number | null;
}

/**
 * The UTC days (their starts) an order has earned and not yet been paid for at `now`: each whole
 * UTC day from the one after it was made, ended by now and by the term's end, after the last day
 * paid (null: none yet). In order, oldest first.
 */
export function dueDays(holding: Holding, lastPaidDay: number | null, now: number): number[] {
  const first = lastPaidDay === null ? utcDayStart(holding.createTime) + DAY_MS : lastPaidDay + DAY_MS;
  const until = holding.endTime === null ? now : Math.min(now, holding.endTime);
  const days: number[] = [];
  for (let day = first; day + DAY_MS <= until; day += DAY_MS) days.push(day);
  return days;
}

/** Has the term ended at `now`? (Never, without a term.) */
export const isMatured = (holding: Holding, now: number): boolean => holding.endTime !== null && now >= holding.endTime;

/** One day's income: amount × rate % a day, rounded down to 8 decimals (what the user is paid). */
export const dailyIncome = (amount: Dec | string, ratePercent: Dec | string): Dec =>
  floorAmount(new Dec(amount).times(ratePercent).div(100));

/**
 * What an early redemption keeps back: the penalty share of the income paid so far, rounded down,
 * never more than the principal it is taken from.
 */
export function earlyPenalty(accrued: Dec | string, share: Dec | string, principal: Dec | string): Dec {
  const penalty = floorAmount(new Dec(accrued).times(share));
  return Dec.min(penalty, principal);
}

/** An income tier of DeFi participation (settings.defiIncome): maxAmount "" has no upper bound. */
export interface Tier {
  minAmount: string;
  maxAmount: string;
  rate: string;
}

export type TierChoice =
  | { ok: true; tier: Tier }
  | { ok: false; reason: 'none' }
  | { ok: false; reason: 'below' | 'above'; limit: string };

/**
 * The tier a stake of `amount` earns at. The amount must be at least the lowest tier's minimum
 * and at most the highest tier's maximum; within that, it earns at the highest tier whose minimum
 * it reaches (so an amount in a gap between two tiers, "4999.5" between "4999" and "5000", keeps
 * the lower tier's rate instead of being refused).
 */
export function chooseTier(tiers: readonly Tier[], amount: Dec): TierChoice {
  if (tiers.length === 0) return { ok: false, reason: 'none' };
  const sorted = [...tiers].sort((a, b) => new Dec(a.minAmount).comparedTo(b.minAmount) ?? 0);
  const lowest = sorted[0]!;
  const highest = sorted[sorted.length - 1]!;
  if (amount.lt(lowest.minAmount)) return { ok: false, reason: 'below', limit: lowest.minAmount };
  if (highest.maxAmount !== '' && amount.gt(highest.maxAmount)) return { ok: false, reason: 'above', limit: highest.maxAmount };
  const tier = sorted.filter((t) => amount.gte(t.minAmount)).pop()!;
  return { ok: true, tier };
}

export interface ProductLimits {
  minAmount: string;
  maxAmount: string;
  quota: string;
  sold: string;
}

export type LimitCheck = { ok: true } | { ok: false; reason: 'below' | 'above' | 'quota'; limit: string };

/** A purchase of `amount`: within the product's minimum and maximum, and no more than its quota has left. */
export function checkProductLimits(product: ProductLimits, amount: Dec): LimitCheck {
  if (amount.lt(product.minAmount)) return { ok: false, reason: 'below', limit: new Dec(product.minAmount).toFixed() };
  if (amount.gt(product.maxAmount)) return { ok: false, reason: 'above', limit: new Dec(product.maxAmount).toFixed() };
  const left = Dec.max(new Dec(product.quota).minus(product.sold), 0);
  if (amount.gt(left)) return { ok: false, reason: 'quota', limit: left.toFixed() };
  return { ok: true };
}
