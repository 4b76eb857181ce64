/**
 * The K-line's indicators, on plain numbers: the chart library draws numbers, and an indicator
 * is a picture of the price, never an amount anyone pays (money maths stays decimal elsewhere).
 * Each returns one value per input, `null` until the window is full.
 */
export type Series = (number | null)[];

/** Periods of the indicators the detail screen draws (spec of issue 6). */
export const MA_PERIODS = [5, 10, 30] as const;
export const EMA_PERIODS = [12, 26] as const;
export const BOLL = { period: 20, width: 2 } as const;
export const MACD = { fast: 12, slow: 26, signal: 9 } as const;

/** Simple moving average over `period` values. */
export function movingAverage(values: readonly number[], period: number): Series {
  const out: Series = [];
  let sum = 0;
  values.forEach((value, i) => {
    sum += value;
    if (i >= period) sum -= values[i - period]!;
    out.push(i >= period - 1 ? sum / period : null);
  });
  return out;
}

/**
 * Exponential moving average, smoothing 2 / (period + 1), seeded with the simple average of the
 * first `period` values (so it starts where the MA of the same period starts). Gaps (`null`) at
 * the start of the input are skipped: MACD's signal line is an EMA of a series that starts late.
 */
export function exponentialAverage(values: readonly (number | null)[], period: number): Series {
  const k = 2 / (period + 1);
  const out: Series = [];
  let seen = 0;
  let seed = 0;
  let previous: number | null = null;
  for (const value of values) {
    if (value === null) {
      out.push(null);
      continue;
    }
    seen += 1;
    if (previous === null) {
      seed += value;
      if (seen === period) previous = seed / period;
      out.push(previous);
      continue;
    }
    previous = value * k + previous * (1 - k);
    out.push(previous);
  }
  return out;
}

export interface BollingerBands {
  middle: Series;
  upper: Series;
  lower: Series;
}

/** Bollinger bands: the MA of `period` ± `width` standard deviations (of the population, as charting tools use). */
export function bollinger(values: readonly number[], period: number = BOLL.period, width: number = BOLL.width): BollingerBands {
  const middle = movingAverage(values, period);
  const upper: Series = [];
  const lower: Series = [];
  middle.forEach((mean, i) => {
    if (mean === null) {
      upper.push(null);
      lower.push(null);
      return;
    }
    let squares = 0;
    for (let j = i - period + 1; j <= i; j++) squares += (values[j]! - mean) ** 2;
    const deviation = Math.sqrt(squares / period);
    upper.push(mean + width * deviation);
    lower.push(mean - width * deviation);
  });
  return { middle, upper, lower };
}

export interface MacdLines {
  /** DIF: the fast EMA minus the slow EMA. */
  macd: Series;
  /** DEA: the EMA of DIF. */
  signal: Series;
  /** DIF − DEA. */
  histogram: Series;
}

/** MACD (fast, slow, signal): DIF, its signal line DEA, and the histogram between them. */
export function macd(values: readonly number[], fast: number = MACD.fast, slow: number = MACD.slow, signalPeriod: number = MACD.signal): MacdLines {
  const fastLine = exponentialAverage(values, fast);
  const slowLine = exponentialAverage(values, slow);
  const dif: Series = fastLine.map((f, i) => (f === null || slowLine[i] === null ? null : f - slowLine[i]!));
  const dea = exponentialAverage(dif, signalPeriod);
  const histogram: Series = dif.map((d, i) => (d === null || dea[i] === null ? null : d - dea[i]!));
  return { macd: dif, signal: dea, histogram };
}
