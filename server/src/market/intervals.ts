import type { HistoryInterval } from '../contract.js';

/**
 * Kline intervals of the socket and the history call (packages/api market.ts KLINE_INTERVALS).
 * Buckets are UTC-aligned; weeks start on Monday 00:00 UTC and months on the 1st 00:00 UTC, so
 * those two are calendar buckets, not fixed lengths.
 */
export type KlineInterval = HistoryInterval;

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;
const WEEK = 7 * DAY;
/** 1970-01-01 was a Thursday: the first Monday is 4 days later. */
const FIRST_MONDAY = 4 * DAY;

/** Length of the fixed intervals, ms (every one but the month). */
const FIXED_MS = {
  '1min': MINUTE,
  '5min': 5 * MINUTE,
  '15min': 15 * MINUTE,
  '30min': 30 * MINUTE,
  '60min': 60 * MINUTE,
  '4hour': 240 * MINUTE,
  '1day': DAY,
  '1week': WEEK,
} as const satisfies Record<Exclude<KlineInterval, '1mon'>, number>;

/** Every interval, finest first: the record keeps this order and names each interval once. */
const LONGEST_MS: Record<KlineInterval, number> = { ...FIXED_MS, '1mon': 31 * DAY };

export const KLINE_INTERVALS = Object.keys(LONGEST_MS) as KlineInterval[];
export const DEFAULT_INTERVAL: KlineInterval = '1min';

export const isKlineInterval = (value: unknown): value is KlineInterval =>
  typeof value === 'string' && Object.hasOwn(LONGEST_MS, value);

/** The longest a bucket of the interval can be, ms (a month: 31 days). */
export const longestBucketMs = (interval: KlineInterval) => LONGEST_MS[interval];

/** The start of the bucket holding `time`. */
export function bucketStart(time: number, interval: KlineInterval): number {
  if (interval === '1mon') {
    const date = new Date(time);
    return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
  }
  if (interval === '1week') return Math.floor((time - FIRST_MONDAY) / WEEK) * WEEK + FIRST_MONDAY;
  const length = FIXED_MS[interval];
  return Math.floor(time / length) * length;
}

/** The start of the bucket `steps` buckets after the one starting at `start` (negative: before). */
export function shiftBucket(start: number, interval: KlineInterval, steps: number): number {
  if (interval !== '1mon') return start + steps * FIXED_MS[interval];
  const date = new Date(start);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + steps, 1);
}
