/** Kline intervals the socket accepts; every one is built from the simulator's 1-minute candles. */
const MINUTE = 60_000;

export const KLINE_INTERVALS = {
  '1min': MINUTE,
  '5min': 5 * MINUTE,
  '15min': 15 * MINUTE,
  '30min': 30 * MINUTE,
  '60min': 60 * MINUTE,
  '4hour': 240 * MINUTE,
  '1day': 1440 * MINUTE,
} as const;

export type KlineInterval = keyof typeof KLINE_INTERVALS;
export const DEFAULT_INTERVAL: KlineInterval = '1min';

export const isKlineInterval = (value: unknown): value is KlineInterval =>
  typeof value === 'string' && Object.hasOwn(KLINE_INTERVALS, value);

/** The start of the bucket holding `time` (UTC-aligned). */
export const bucketStart = (time: number, interval: KlineInterval) => Math.floor(time / KLINE_INTERVALS[interval]) * KLINE_INTERVALS[interval];
