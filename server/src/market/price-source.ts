import BigNumberBase from 'bignumber.js';
import type { RandomSource } from './random.js';

const Big = BigNumberBase.clone({ EXPONENTIAL_AT: [-40, 60], DECIMAL_PLACES: 24, ROUNDING_MODE: BigNumberBase.ROUND_HALF_EVEN });

/**
 * Where the market's prices come from. Each tick the simulator asks the source for every symbol's
 * next price and builds the rest around it (candles, 24 h figures, trades, the order book, the
 * trading engine's checks). The embedded default is RandomWalk; an operator feeds real prices by
 * passing a source of their own (buildApp's market.prices), e.g. one that answers the latest price
 * an exchange's feed pushed. A source must answer at once: it is called on the tick, for every symbol.
 */
export interface PriceSource {
  /**
   * The price of `symbol` (lower case) at `now`, a positive decimal string, given its last price;
   * null keeps the last price (no news for that symbol). The simulator rounds it to the symbol's
   * decimals and ignores anything that is not a positive number.
   */
  next(symbol: string, last: string, now: number): string | null;
}

export interface WalkShape {
  /** Largest move of one tick, parts per million of the price (the volatility). */
  volatilityPpm: number;
  /** The mean move of one tick, a signed fraction of the price (default 0: no trend). */
  drift?: string;
}

export interface RandomWalkOptions {
  random: RandomSource;
  /** The shape of every symbol without one of its own. */
  shape: WalkShape;
  /** Per symbol (lower case): its own drift and volatility. */
  symbols?: Record<string, Partial<WalkShape>>;
}

/**
 * A price never leaves [start / ABSURD_FACTOR, start × ABSURD_FACTOR]: beyond them a price is
 * absurd (and the candles' integer units would pass 2^53, where doubles stop being exact).
 */
export const ABSURD_FACTOR = 1000;
const PPM = 1_000_000;

/**
 * The simulated market: a geometric random walk, each tick price × (1 + drift + u) with u uniform
 * in ±volatility. It moves freely: there is no band pulling it back, so a position can always
 * lose. Only absurd prices are cut off (ABSURD_FACTOR around the first price it was asked about).
 */
export class RandomWalk implements PriceSource {
  private readonly starts = new Map<string, BigNumberBase>();

  constructor(private readonly options: RandomWalkOptions) {}

  next(symbol: string, last: string, _now: number): string {
    const price = new Big(last);
    let start = this.starts.get(symbol);
    if (!start) this.starts.set(symbol, (start = price));
    const shape = { ...this.options.shape, ...this.options.symbols?.[symbol] };
    const step = new Big(this.options.random.signed(shape.volatilityPpm)).div(PPM).plus(shape.drift ?? 0);
    const moved = price.times(step.plus(1));
    const clamped = BigNumberBase.min(BigNumberBase.max(moved, start.div(ABSURD_FACTOR)), start.times(ABSURD_FACTOR));
    return new Big(clamped).toFixed();
  }
}
