/** Ticks kept per symbol: half an hour at the default tick of a second. */
const TRAIL_LENGTH = 1800;

/**
 * The last prices of one symbol with their times (prices in units, as candles keep them), in a ring
 * of two typed arrays: a market of hundreds of symbols keeps them without an object per tick. It
 * answers the price at a past instant: a second contract settles at the price of its settle time,
 * not at the price of whenever the engine got to it.
 */
export class PriceTrail {
  private readonly times = new Float64Array(TRAIL_LENGTH);
  private readonly prices = new Float64Array(TRAIL_LENGTH);
  /** Where the next entry goes. */
  private head = 0;
  private count = 0;

  push(time: number, price: number): void {
    this.times[this.head] = time;
    this.prices[this.head] = price;
    this.head = (this.head + 1) % TRAIL_LENGTH;
    this.count = Math.min(this.count + 1, TRAIL_LENGTH);
  }

  /**
   * The price in force at `time`: of the newest entry at or before it. Newest first, so a clock set
   * back (development) finds the price set last for that instant. Undefined when every entry kept is
   * later than `time` (the instant is older than the trail).
   */
  at(time: number): number | undefined {
    for (let i = 1; i <= this.count; i++) {
      const at = (this.head - i + TRAIL_LENGTH) % TRAIL_LENGTH;
      if (this.times[at]! <= time) return this.prices[at];
    }
    return undefined;
  }
}
