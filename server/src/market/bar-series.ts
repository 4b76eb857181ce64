/**
 * A closed candle in integer units: prices in units of the symbol's last price decimal
 * (10^-pricePrecision), volume in units of its last amount decimal (10^-amountPrecision), so a
 * candle is six exact integers rather than six decimal objects. Turnover (price × amount, units of
 * 10^-(pricePrecision + amountPrecision)) is kept for 1-minute candles only: the 24 h window
 * needs it. All stay far below 2^53, where a double holds every integer exactly.
 */
export interface Bar {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  turnover?: number;
}

const FIELDS = 7;
const [TIME, OPEN, HIGH, LOW, CLOSE, VOLUME, TURNOVER] = [0, 1, 2, 3, 4, 5, 6] as const;

/**
 * Candles in time order, stored column by column in one Float64Array used as a ring buffer: a
 * symbol keeps thousands of candles and a market hundreds of symbols, so no object per candle.
 * Candles enter at the new end and leave from the old end.
 */
export class BarSeries {
  private data: Float64Array;
  private head = 0;
  private count = 0;

  constructor(initialCapacity = 64) {
    this.data = new Float64Array(Math.max(initialCapacity, 4) * FIELDS);
  }

  get length(): number {
    return this.count;
  }

  /** The i-th candle, 0 the oldest. */
  at(i: number): Bar | undefined {
    if (i < 0 || i >= this.count) return undefined;
    const at = this.offset(i);
    const d = this.data;
    return { time: d[at + TIME]!, open: d[at + OPEN]!, high: d[at + HIGH]!, low: d[at + LOW]!, close: d[at + CLOSE]!, volume: d[at + VOLUME]!, turnover: d[at + TURNOVER]! };
  }

  oldest(): Bar | undefined {
    return this.at(0);
  }

  newest(): Bar | undefined {
    return this.at(this.count - 1);
  }

  push(bar: Bar): void {
    if ((this.count + 1) * FIELDS > this.data.length) this.grow();
    this.write(this.offset(this.count), bar);
    this.count++;
  }

  /** Takes the oldest candle out. */
  shift(): Bar | undefined {
    const bar = this.at(0);
    if (!bar) return undefined;
    this.head = (this.head + 1) % this.capacity;
    this.count--;
    return bar;
  }

  /** Folds a later candle of the same bucket into the newest one. */
  mergeNewest(later: Bar): void {
    const newest = this.newest();
    if (!newest) throw new RangeError('no candle to merge into');
    mergeLater(newest, later);
    newest.turnover = (newest.turnover ?? 0) + (later.turnover ?? 0);
    this.write(this.offset(this.count - 1), newest);
  }

  /**
   * All candles folded into one figure, without an object per candle (the 24 h window, every
   * minute for every symbol): first open, highest high, lowest low, total volume and turnover.
   * Turnover is summed as a bigint: a day of it can pass 2^53.
   */
  summary(): { open: number; high: number; low: number; volume: number; turnover: bigint } | undefined {
    if (this.count === 0) return undefined;
    const d = this.data;
    let high = -Infinity;
    let low = Infinity;
    let volume = 0;
    let turnover = 0n;
    for (let i = 0; i < this.count; i++) {
      const at = this.offset(i);
      high = Math.max(high, d[at + HIGH]!);
      low = Math.min(low, d[at + LOW]!);
      volume += d[at + VOLUME]!;
      turnover += BigInt(d[at + TURNOVER]!);
    }
    return { open: d[this.offset(0) + OPEN]!, high, low, volume, turnover };
  }

  *newestFirst(): Generator<Bar> {
    for (let i = this.count - 1; i >= 0; i--) yield this.at(i)!;
  }

  *oldestFirst(): Generator<Bar> {
    for (let i = 0; i < this.count; i++) yield this.at(i)!;
  }

  private get capacity(): number {
    return this.data.length / FIELDS;
  }

  private offset(i: number): number {
    return ((this.head + i) % this.capacity) * FIELDS;
  }

  private write(at: number, bar: Bar): void {
    const d = this.data;
    d[at + TIME] = bar.time;
    d[at + OPEN] = bar.open;
    d[at + HIGH] = bar.high;
    d[at + LOW] = bar.low;
    d[at + CLOSE] = bar.close;
    d[at + VOLUME] = bar.volume;
    d[at + TURNOVER] = bar.turnover ?? 0;
  }

  /** Doubles the capacity, unrolling the ring so the oldest candle is first again. */
  private grow(): void {
    const next = new Float64Array(this.data.length * 2);
    for (let i = 0; i < this.count; i++) next.set(this.data.subarray(this.offset(i), this.offset(i) + FIELDS), i * FIELDS);
    this.data = next;
    this.head = 0;
  }
}

/** Folds an earlier candle (of the same bucket) into an aggregate being built newest first. */
export function mergeEarlier(aggregate: Bar, earlier: Bar): void {
  aggregate.open = earlier.open;
  aggregate.high = Math.max(aggregate.high, earlier.high);
  aggregate.low = Math.min(aggregate.low, earlier.low);
  aggregate.volume += earlier.volume;
}

/** Folds a later candle (of the same bucket) into an aggregate. */
export function mergeLater(aggregate: Bar, later: Bar): void {
  aggregate.high = Math.max(aggregate.high, later.high);
  aggregate.low = Math.min(aggregate.low, later.low);
  aggregate.close = later.close;
  aggregate.volume += later.volume;
}
