import type { Bar } from './bar-series.js';
import { bucketStart, shiftBucket, type KlineInterval } from './intervals.js';
import { hashText, SeededRandom } from './random.js';

const PPM = 1_000_000;
const MINUTE = 60_000;

export interface WalkBack {
  rng: SeededRandom;
  interval: KlineInterval;
  /** The first candle after the walk: the walk's last close is its open, and the walk's buckets end before its bucket. */
  next: { time: number; open: number };
  count: number;
  /** Largest move of one candle, parts per million. */
  stepPpm: number;
  /** The walk stays within these prices (units), as the live market stays within its band. */
  lower: number;
  upper: number;
  /** A typical trade size (amount units): a minute trades 60 to 180 of them. */
  tradeSizeUnits: number;
  /** Keep the turnover (1-minute candles, for the 24 h window). */
  withTurnover?: boolean;
}

/**
 * A plausible past of `count` candles that ends exactly where `next` begins: a random walk run
 * backwards from next.open, one candle per bucket, each candle's close the next one's open, high
 * and low a random wick beyond them. Prices are whole units, at least one; the walk turns back at
 * the band's edge. Deterministic for a given generator state. Oldest first.
 */
export function walkBack(spec: WalkBack): Bar[] {
  const { rng, interval, stepPpm } = spec;
  const bars: Bar[] = [];
  let close = spec.next.open;
  let end = bucketStart(spec.next.time, interval);
  for (let i = 0; i < spec.count; i++) {
    const time = shiftBucket(end, interval, -1);
    const step = rng.signed(stepPpm);
    let open = move(close, step);
    if (open > spec.upper || open < spec.lower) open = move(close, -step);
    if (open > spec.upper || open < spec.lower) open = close;
    open = Math.max(open, 1);
    const wick = rng.int(Math.floor(stepPpm / 2) + 1);
    const top = Math.max(open, close);
    const bottom = Math.min(open, close);
    const high = top + Math.floor((top * wick) / PPM);
    const low = Math.max(bottom - Math.floor((bottom * wick) / PPM), 1);
    const minutes = (end - time) / MINUTE;
    const volume = spec.tradeSizeUnits * (60 + rng.int(121)) * minutes;
    bars.push({ time, open, high, low, close, volume, ...(spec.withTurnover ? { turnover: volume * close } : {}) });
    close = open;
    end = time;
  }
  return bars.reverse();
}

/**
 * A price moved by `stepPpm` parts per million, rounded to a whole unit. The arithmetic is on
 * doubles, but only the integer result is kept: it shapes a synthetic walk, and every stored
 * price stays an exact count of units.
 */
function move(units: number, stepPpm: number): number {
  return Math.round((units * (PPM + stepPpm)) / PPM);
}

/** A generator of its own for each symbol and interval, so one past never depends on which others were generated first. */
export const pastRandom = (seed: number, symbol: string, interval: KlineInterval) => new SeededRandom(hashText(`${seed}:${symbol}:${interval}`));
