import type { Candle } from '@atrium/api';
import type { Kline } from '@atrium/platform';

/**
 * The candle rule of the K-line: a live frame for the last candle's bucket updates that candle;
 * a frame for a later bucket appends a new one; a frame for an earlier bucket is ignored, so a
 * late frame at a roll-over never rewrites a candle that has closed. Returns the same array when
 * nothing changes (a React state update that renders nothing).
 */
export function applyKlineFrame(candles: readonly Candle[], frame: Kline): Candle[] {
  const last = candles.at(-1);
  if (!last || frame.time > last.time) return [...candles, frame];
  if (frame.time === last.time) return [...candles.slice(0, -1), frame];
  return candles as Candle[];
}
