import { BarSeries, mergeEarlier, mergeLater, type Bar } from './bar-series.js';
import { bucketStart, longestBucketMs, type KlineInterval } from './intervals.js';
import { pastRandom, walkBack } from './synthetic-past.js';

/** The most candles one history call answers (GET /api/market/kline size). */
export const MAX_HISTORY_SIZE = 1000;
/** Every interval keeps a few more than that, for buckets cut in two where one tier meets the next. */
const TARGET_BUCKETS = MAX_HISTORY_SIZE + 16;
const MIN_TIER_SIZE = 16;
const MINUTE = 60_000;

type CoarseInterval = Exclude<KlineInterval, '1min'>;

/**
 * The tiers of candles, each fed by the one before it: 1-minute candles that age out of the
 * minute tier are folded into 5-minute candles, those into 15-minute ones, and so on up to days;
 * days feed both weeks and months. An interval is built from its own tier and every finer one.
 */
const FINER: Record<CoarseInterval, KlineInterval> = {
  '5min': '1min',
  '15min': '5min',
  '30min': '15min',
  '60min': '30min',
  '4hour': '60min',
  '1day': '4hour',
  '1week': '1day',
  '1mon': '1day',
};
const COARSER = Object.entries(FINER).reduce<Partial<Record<KlineInterval, CoarseInterval[]>>>((acc, [coarse, fine]) => {
  (acc[fine] ??= []).push(coarse as CoarseInterval);
  return acc;
}, {});

/** The tiers an interval is built from, finest first: '1min' … the interval's own. */
function pathOf(interval: KlineInterval): KlineInterval[] {
  const path: KlineInterval[] = [interval];
  for (let tier = interval; tier !== '1min'; ) path.unshift((tier = FINER[tier as CoarseInterval]));
  return path;
}

/** Walk shape of each tier's synthetic past: largest move (× the minute's) and band (× the market's). */
const SHAPE: Record<CoarseInterval, { step: number; band: number }> = {
  '5min': { step: 2, band: 1 },
  '15min': { step: 3.5, band: 1 },
  '30min': { step: 5, band: 1 },
  '60min': { step: 7, band: 1 },
  '4hour': { step: 12, band: 2 },
  '1day': { step: 20, band: 3 },
  '1week': { step: 40, band: 4 },
  '1mon': { step: 70, band: 4 },
};

/**
 * Candles per coarse tier: enough that, with the finer tiers in front of it, every interval has
 * TARGET_BUCKETS buckets. The same count sizes a tier's synthetic past and caps its live candles.
 */
function tierSizes(historyMinutes: number): Record<CoarseInterval, number> {
  const sizes = {} as Record<CoarseInterval, number>;
  const span: Partial<Record<KlineInterval, number>> = { '1min': historyMinutes * MINUTE };
  for (const tier of Object.keys(FINER) as CoarseInterval[]) {
    const finerSpan = span[FINER[tier]]!;
    sizes[tier] = Math.max(MIN_TIER_SIZE, Math.ceil(TARGET_BUCKETS - finerSpan / longestBucketMs(tier)));
    span[tier] = finerSpan + sizes[tier] * longestBucketMs(tier);
  }
  return sizes;
}

export interface CandleHistoryOptions {
  seed: number;
  symbol: string;
  /** The open minute when the market starts: the past ends at its start. */
  start: number;
  /** The price then, units. */
  startPrice: number;
  /** 1-minute candles kept (the current one included), as the 24 h window. */
  historyMinutes: number;
  /** Largest move of a synthetic minute, ppm. */
  minuteStepPpm: number;
  /** The market's band around its start price, a fraction. */
  band: number;
  tradeSizeUnits: number;
}

/**
 * The closed candles of one symbol, for every interval. Two parts:
 * - the data of the market's life: the 1-minute candles of the last historyMinutes (generated at
 *   start, then the live ones), and, as they age, the same data folded into coarser tiers, each
 *   capped (the oldest candles move on to the next tier, or out of the last);
 * - before the start, a synthetic past per tier, a backward walk from the start of the tier below
 *   (continuous with it). It is a function of the seed and the start only, so it is generated
 *   when asked for and never stored: a market of hundreds of symbols pays memory for live data only.
 * An interval is built from its own tier and the finer ones; its synthetic past counts only until
 * its own tier has started to drop candles (by then its live tiers hold enough).
 * A closed candle never changes: data only moves between tiers that feed the same buckets.
 */
export class CandleHistory {
  /** Closed 1-minute candles, oldest first (with turnover). */
  readonly minutes: BarSeries;
  private readonly tiers = new Map<CoarseInterval, BarSeries>();
  private readonly dropped = new Set<KlineInterval>();
  private readonly sizes: Record<CoarseInterval, number>;
  /** Where the synthetic past of the coarse tiers ends: the oldest generated minute. */
  private readonly pastEnd: { time: number; open: number };
  /**
   * Per interval asked for, the closed data of its current bucket, aggregated: kept up to date as
   * minutes close, so a KLINE frame costs the same for a month as for a minute.
   */
  private readonly openBuckets = new Map<KlineInterval, { bucket: number; bar: Bar | undefined }>();

  constructor(private readonly options: CandleHistoryOptions) {
    this.sizes = tierSizes(options.historyMinutes);
    const minutes = walkBack({
      ...this.walkBounds(1),
      rng: pastRandom(options.seed, options.symbol, '1min'),
      interval: '1min',
      next: { time: options.start, open: options.startPrice },
      count: Math.max(options.historyMinutes - 1, 0),
      stepPpm: options.minuteStepPpm,
      tradeSizeUnits: options.tradeSizeUnits,
      withTurnover: true,
    });
    // Room for the open minute too: the minute tier holds historyMinutes and never grows.
    this.minutes = new BarSeries(options.historyMinutes + 1);
    for (const bar of minutes) this.minutes.push(bar);
    const oldest = minutes[0];
    this.pastEnd = oldest ? { time: oldest.time, open: oldest.open } : { time: options.start, open: options.startPrice };
  }

  /** A minute closed; `openMinute` is the start of the minute now open. Ages the oldest minutes into the coarser tiers. */
  close(bar: Bar, openMinute: number): void {
    this.minutes.push(bar);
    const keepFrom = openMinute - (this.options.historyMinutes - 1) * MINUTE;
    while ((this.minutes.oldest()?.time ?? Infinity) < keepFrom) {
      this.dropped.add('1min');
      this.absorb('5min', this.minutes.shift()!);
    }
    for (const [interval, open] of this.openBuckets) {
      // The closing minute was the open one: it belongs to the cached bucket, unless that was never its.
      if (bucketStart(bar.time, interval) !== open.bucket) {
        this.openBuckets.delete(interval);
        continue;
      }
      if (open.bar) mergeLater(open.bar, bar);
      else open.bar = { ...bar, time: open.bucket };
      const next = bucketStart(openMinute, interval);
      if (next !== open.bucket) this.openBuckets.set(interval, { bucket: next, bar: undefined });
    }
  }

  /** The candle of the bucket holding `current` (the open minute): the closed data of that bucket and the minute. */
  candle(interval: KlineInterval, current: Bar): Bar {
    const bucket = bucketStart(current.time, interval);
    const closed = this.closedIn(interval, bucket);
    const candle: Bar = closed ? { ...closed } : { ...current, time: bucket };
    if (closed) mergeLater(candle, current);
    delete candle.turnover;
    return candle;
  }

  /** At most `size` candles of an interval, oldest first, the current bucket's (as candle() says) last. */
  history(interval: KlineInterval, size: number, current: Bar): Bar[] {
    const last = this.candle(interval, current);
    const candles: Bar[] = [last];
    let group: Bar | undefined;
    for (const bar of this.newestFirst(interval)) {
      const bucket = bucketStart(bar.time, interval);
      if (bucket >= last.time) continue;
      if (group?.time === bucket) {
        mergeEarlier(group, bar);
        continue;
      }
      if (group) candles.push(group);
      group = undefined;
      if (candles.length >= size) break;
      group = { time: bucket, open: bar.open, high: bar.high, low: bar.low, close: bar.close, volume: bar.volume };
    }
    if (group && candles.length < size) candles.push(group);
    return candles.reverse();
  }

  /** The closed data of one bucket of an interval, aggregated (the current bucket: kept, see openBuckets). */
  private closedIn(interval: KlineInterval, bucket: number): Bar | undefined {
    const cached = this.openBuckets.get(interval);
    if (cached?.bucket === bucket) return cached.bar;
    let aggregate: Bar | undefined;
    for (const bar of this.newestFirst(interval)) {
      const start = bucketStart(bar.time, interval);
      if (start > bucket) continue;
      if (start < bucket) break;
      if (aggregate) mergeEarlier(aggregate, bar);
      else aggregate = { ...bar, time: bucket };
    }
    this.openBuckets.set(interval, { bucket, bar: aggregate });
    return aggregate;
  }

  /** Every closed candle an interval is built from, newest first: the live tiers, then (while it counts) the synthetic past. */
  private *newestFirst(interval: KlineInterval): Generator<Bar> {
    const path = pathOf(interval);
    for (const tier of path) yield* (tier === '1min' ? this.minutes : this.tiers.get(tier))?.newestFirst() ?? [];
    if (interval === '1min' || this.dropped.has(interval)) return;
    // Each tier's past ends where the one below it begins, so the finer pasts are newer.
    let next = this.pastEnd;
    for (const tier of path.slice(1) as CoarseInterval[]) {
      const past = this.syntheticPast(tier, next);
      for (let i = past.length - 1; i >= 0; i--) yield past[i]!;
      if (past[0]) next = { time: past[0].time, open: past[0].open };
    }
  }

  private syntheticPast(tier: CoarseInterval, next: { time: number; open: number }): Bar[] {
    const { seed, symbol, minuteStepPpm, tradeSizeUnits } = this.options;
    return walkBack({
      ...this.walkBounds(SHAPE[tier].band),
      rng: pastRandom(seed, symbol, tier),
      interval: tier,
      next,
      count: this.sizes[tier],
      stepPpm: Math.round(minuteStepPpm * SHAPE[tier].step),
      tradeSizeUnits,
    });
  }

  private walkBounds(bandTimes: number): { lower: number; upper: number } {
    const { startPrice, band } = this.options;
    return { lower: Math.max(Math.ceil(startPrice * (1 - band * bandTimes)), 1), upper: Math.floor(startPrice * (1 + band * bandTimes)) };
  }

  /** Older data arriving at a tier (always newer than what the tier holds): merged into its newest bucket or appended. */
  private absorb(tier: CoarseInterval, bar: Bar): void {
    let series = this.tiers.get(tier);
    if (!series) this.tiers.set(tier, (series = new BarSeries()));
    // Turnover is the minute tier's alone (the 24 h window): coarser tiers do not carry it.
    const plain: Bar = { time: bucketStart(bar.time, tier), open: bar.open, high: bar.high, low: bar.low, close: bar.close, volume: bar.volume };
    if (series.newest()?.time === plain.time) series.mergeNewest(plain);
    else series.push(plain);
    while (series.length > this.sizes[tier]) {
      const oldest = series.shift()!;
      this.dropped.add(tier);
      for (const coarser of COARSER[tier] ?? []) this.absorb(coarser, oldest);
    }
  }
}
