import BigNumberBase from 'bignumber.js';
import type { Depth, Kline, MarketDetail, Trade } from '../contract.js';
import type { Bar } from './bar-series.js';
import { CandleHistory } from './candle-history.js';
import { orderBook } from './depth.js';
import type { KlineInterval } from './intervals.js';
import { PriceTrail } from './price-trail.js';
import { RandomWalk, type PriceSource } from './price-source.js';
import { hashText, SeededRandom, type RandomSource } from './random.js';

/** Decimal arithmetic for every price and amount; never scientific notation in output. */
const Big = BigNumberBase.clone({ EXPONENTIAL_AT: [-40, 60], DECIMAL_PLACES: 24, ROUNDING_MODE: BigNumberBase.ROUND_HALF_EVEN });
type Big = BigNumberBase;

const MINUTE = 60_000;
const TRADES_KEPT = 50;
/**
 * The synthetic past (before the start) stays within ± this fraction of the start price: a
 * plausible history. The live market has no band (see RandomWalk).
 */
const PAST_BAND = 0.15;

export interface SymbolSpec {
  /** Lower case, as on the socket: "btcusdt", "xauusd". */
  symbol: string;
  startPrice: string;
  pricePrecision: number;
  amountPrecision: number;
  /** A typical trade size in the base coin. */
  tradeSize: string;
}

export interface SimulatorOptions {
  /** Shapes what is public anyway: the synthetic past and the order book's amounts; and the default random source. */
  seed: number;
  now: () => number;
  symbols: SymbolSpec[];
  /**
   * The randomness of the ticks (the walk, the trades): production passes a CryptoRandom; the
   * default, SeededRandom(seed), is reproducible, for development and tests.
   */
  random?: RandomSource;
  /** Where the prices come from (default: a RandomWalk on `random` with tickStepPpm). */
  prices?: PriceSource;
  /** The default walk's largest move of one tick, in parts per million of the price (default 300 = 0.03 %). */
  tickStepPpm?: number;
  /** Minutes of 1-minute candles kept and generated at start (default 1440: the 24 h window). */
  historyMinutes?: number;
}

/** What changed for one symbol in a tick: the socket turns it into DETAIL, KLINE and TRADE frames. */
export interface SymbolUpdate {
  symbol: string;
  trades: Trade[];
}

/** The open minute: decimals, as every tick updates it. */
interface Candle {
  time: number;
  open: Big;
  high: Big;
  low: Big;
  close: Big;
  volume: Big;
  /** Quote volume (price × amount), for volume2. */
  turnover: Big;
}

interface Window {
  open: Big | undefined;
  high: Big | undefined;
  low: Big | undefined;
  volume: Big;
  turnover: Big;
}

interface SymbolState {
  spec: SymbolSpec;
  price: Big;
  /** The prices of the last ticks with their times: the price at a past instant (second contracts). */
  trail: PriceTrail;
  unit: Big;
  amountUnit: Big;
  tradeSize: Big;
  /** Closed candles of every interval (and the minutes of the 24 h window). */
  candles: CandleHistory;
  current: Candle;
  /** The closed minutes of the last 24 h, aggregated: recomputed when a minute closes. */
  window: Window;
  trades: Trade[];
  tradeSeq: number;
  /** Whole units of the symbol's typical trade, for the synthetic volumes and the order book. */
  tradeSizeUnits: number;
  /** Salt of the symbol's order book. */
  bookSalt: number;
}

/**
 * The market: a price per symbol from the price source each tick (a random walk by default), with
 * 24 h statistics, 1-minute candles and trades. With a seeded random source it is deterministic for
 * a given seed, clock and sequence of calls; the timer (start/stop) only calls tick().
 */
export class MarketSimulator {
  private readonly rng: RandomSource;
  private readonly prices: PriceSource;
  private readonly now: () => number;
  private readonly states = new Map<string, SymbolState>();
  private readonly listeners = new Set<(updates: SymbolUpdate[]) => void>();
  private readonly stepPpm: number;
  private readonly historyMinutes: number;
  private readonly seed: number;
  private timer: NodeJS.Timeout | undefined;
  private tickCount = 0;

  constructor(options: SimulatorOptions) {
    this.seed = options.seed;
    this.rng = options.random ?? new SeededRandom(options.seed);
    this.now = options.now;
    this.stepPpm = options.tickStepPpm ?? 300;
    this.prices = options.prices ?? new RandomWalk({ random: this.rng, shape: { volatilityPpm: this.stepPpm } });
    this.historyMinutes = options.historyMinutes ?? 1440;
    for (const spec of options.symbols) this.states.set(spec.symbol.toLowerCase(), this.createState(spec));
  }

  has(symbol: string): boolean {
    return this.states.has(symbol.toLowerCase());
  }

  symbols(): string[] {
    return [...this.states.keys()];
  }

  get ticks(): number {
    return this.tickCount;
  }

  get running(): boolean {
    return this.timer !== undefined;
  }

  /** Runs tick() every tickMs until stop(). */
  start(tickMs: number): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.tick(), tickMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Listens to every tick and every price set by hand; returns the unsubscribe function. */
  onUpdate(listener: (updates: SymbolUpdate[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Moves every symbol one step (in a fixed order, for determinism) and notifies the listeners. */
  tick(): SymbolUpdate[] {
    const time = this.now();
    const updates: SymbolUpdate[] = [];
    for (const state of this.states.values()) {
      this.roll(state, time);
      const next = this.nextPrice(state, time);
      const trades = this.trade(state, next, next.comparedTo(state.price) ?? 0, time);
      this.apply(state, next, trades, time);
      updates.push({ symbol: state.spec.symbol, trades });
    }
    this.tickCount++;
    this.emit(updates);
    return updates;
  }

  /** Sets a price now (development endpoint), walks on from it and notifies the listeners. */
  setPrice(symbol: string, price: string): SymbolUpdate {
    const state = this.state(symbol);
    const value = new Big(price);
    if (!value.isFinite() || value.lte(0)) throw new RangeError(`price must be a positive decimal: ${price}`);
    const time = this.now();
    this.roll(state, time);
    const next = Big.max(value.decimalPlaces(state.spec.pricePrecision), state.unit);
    const trade = this.makeTrade(state, next, state.tradeSize.decimalPlaces(state.spec.amountPrecision, Big.ROUND_DOWN), 'buy', time);
    this.apply(state, next, [trade], time);
    const update = { symbol: state.spec.symbol, trades: [trade] };
    this.emit([update]);
    return update;
  }

  /** The DETAIL data of a symbol: last price and the rolling 24 h figures. */
  detail(symbol: string): MarketDetail {
    const state = this.state(symbol);
    const { current, window, spec } = state;
    const open = window.open ?? current.open;
    const high = window.high ? Big.max(window.high, current.high) : current.high;
    const low = window.low ? Big.min(window.low, current.low) : current.low;
    const volume = window.volume.plus(current.volume);
    const turnover = window.turnover.plus(current.turnover);
    const change = state.price.minus(open);
    const percent = open.isZero() ? new Big(0) : change.div(open).times(100);
    return {
      close: state.price.toFixed(spec.pricePrecision),
      openPrice: open.toFixed(spec.pricePrecision),
      change: change.toFixed(spec.pricePrecision),
      priceChangePercent: percent.toFixed(4, Big.ROUND_HALF_EVEN),
      volume: volume.toFixed(spec.amountPrecision, Big.ROUND_DOWN),
      volume2: turnover.toFixed(2, Big.ROUND_DOWN),
      volume24: volume.toFixed(spec.amountPrecision, Big.ROUND_DOWN),
      high24: high.toFixed(spec.pricePrecision),
      low24: low.toFixed(spec.pricePrecision),
      ts: this.now(),
    };
  }

  /** The candle of the current bucket of an interval: its closed data and the open minute. */
  kline(symbol: string, interval: KlineInterval): Kline {
    const state = this.state(symbol);
    return this.toKline(state, state.candles.candle(interval, this.openBar(state)));
  }

  /**
   * At most `size` candles of an interval, oldest first, the current one last (the same candle as
   * kline() gives). Intervals reach back further than the minutes kept: see CandleHistory.
   */
  klineHistory(symbol: string, interval: KlineInterval, size: number): Kline[] {
    const state = this.state(symbol);
    return state.candles.history(interval, size, this.openBar(state)).map((bar) => this.toKline(state, bar));
  }

  /** The order book around the last price (DEPTH frames). */
  depth(symbol: string): Depth {
    const state = this.state(symbol);
    const { pricePrecision, amountPrecision } = state.spec;
    const book = orderBook({
      salt: state.bookSalt,
      price: units(state.price, pricePrecision),
      tradeSizeUnits: state.tradeSizeUnits,
      priceText: (n) => fromUnits(n, pricePrecision),
      amountText: (n) => fromUnits(n, amountPrecision),
    });
    return { ...book, ts: this.now() };
  }

  /**
   * The price at a past instant: the last one set at or before `time` (a tick's or a price set by
   * hand), while the trail reaches back that far (about half an hour of ticks); the current price
   * for an instant not before the last tick. Undefined for an unknown symbol or an older instant.
   */
  priceAt(symbol: string, time: number): string | undefined {
    const state = this.states.get(symbol.toLowerCase());
    if (!state) return undefined;
    const units = state.trail.at(time);
    return units === undefined ? undefined : fromUnits(units, state.spec.pricePrecision);
  }

  /** The latest trades, newest first. */
  recentTrades(symbol: string, limit = 20): Trade[] {
    return this.state(symbol).trades.slice(0, limit);
  }

  /** Last price and 24 h opening price as decimal strings (for the coin lists). */
  quote(symbol: string): { price: string; open: string } | undefined {
    if (!this.has(symbol)) return undefined;
    const detail = this.detail(symbol);
    return { price: detail.close, open: detail.openPrice };
  }

  private state(symbol: string): SymbolState {
    const state = this.states.get(symbol.toLowerCase());
    if (!state) throw new RangeError(`unknown symbol: ${symbol}`);
    return state;
  }

  /** The source's next price, rounded to the symbol's decimals and at least one unit; the last price if it has none (or nonsense). */
  private nextPrice(state: SymbolState, time: number): Big {
    const { pricePrecision } = state.spec;
    const text = this.prices.next(state.spec.symbol, state.price.toFixed(pricePrecision), time);
    const value = text === null ? undefined : new Big(text);
    if (!value || !value.isFinite() || value.lte(0)) return state.price;
    return Big.max(value.decimalPlaces(pricePrecision), state.unit);
  }

  private emit(updates: SymbolUpdate[]): void {
    for (const listener of this.listeners) {
      try {
        listener(updates);
      } catch {
        // A failing listener (a socket gone bad) must not stop the market.
      }
    }
  }

  /** 1 to 3 trades at the new price; mostly buys on an up-tick (move 1), mostly sells on a down-tick (-1). */
  private trade(state: SymbolState, price: Big, move: number, time: number): Trade[] {
    const count = 1 + this.rng.int(3);
    const buyOdds = move > 0 ? 65 : move < 0 ? 35 : 50;
    const trades: Trade[] = [];
    for (let i = 0; i < count; i++) {
      // 0.1× to 2× the typical size.
      const factor = new Big(100 + this.rng.int(1901)).div(1000);
      let amount = state.tradeSize.times(factor).decimalPlaces(state.spec.amountPrecision, Big.ROUND_DOWN);
      if (amount.isZero()) amount = state.amountUnit;
      trades.push(this.makeTrade(state, price, amount, this.rng.int(100) < buyOdds ? 'buy' : 'sell', time));
    }
    return trades;
  }

  private makeTrade(state: SymbolState, price: Big, amount: Big, direction: 'buy' | 'sell', time: number): Trade {
    state.tradeSeq++;
    return {
      id: `${state.spec.symbol}-${state.tradeSeq}`,
      price: price.toFixed(state.spec.pricePrecision),
      amount: amount.toFixed(state.spec.amountPrecision),
      direction,
      ts: time,
    };
  }

  private apply(state: SymbolState, price: Big, trades: Trade[], time: number): void {
    const candle = state.current;
    candle.close = price;
    candle.high = Big.max(candle.high, price);
    candle.low = Big.min(candle.low, price);
    for (const trade of trades) {
      candle.volume = candle.volume.plus(trade.amount);
      candle.turnover = candle.turnover.plus(new Big(trade.amount).times(trade.price));
    }
    state.price = price;
    state.trail.push(time, units(price, state.spec.pricePrecision));
    state.trades = [...trades.slice().reverse(), ...state.trades].slice(0, TRADES_KEPT);
  }

  /** Closes the current minute when the clock has passed it (a clock set backwards keeps it open). */
  private roll(state: SymbolState, time: number): void {
    const bucket = Math.floor(time / MINUTE) * MINUTE;
    if (bucket <= state.current.time) return;
    state.candles.close(this.openBar(state), bucket);
    const price = state.price;
    state.current = { time: bucket, open: price, high: price, low: price, close: price, volume: new Big(0), turnover: new Big(0) };
    state.window = this.windowOf(state);
  }

  /** The open minute in units (the closed candles' form). */
  private openBar(state: SymbolState): Bar {
    const { pricePrecision: dp, amountPrecision: adp } = state.spec;
    const c = state.current;
    return {
      time: c.time,
      open: units(c.open, dp),
      high: units(c.high, dp),
      low: units(c.low, dp),
      close: units(c.close, dp),
      volume: units(c.volume, adp),
      turnover: units(c.turnover, dp + adp),
    };
  }

  /** The closed minutes kept (the last 24 h by default), aggregated in decimals. */
  private windowOf(state: SymbolState): Window {
    const { pricePrecision: dp, amountPrecision: adp } = state.spec;
    const sum = state.candles.minutes.summary();
    if (!sum) return { open: undefined, high: undefined, low: undefined, volume: new Big(0), turnover: new Big(0) };
    return {
      open: decimal(sum.open, dp),
      high: decimal(sum.high, dp),
      low: decimal(sum.low, dp),
      volume: decimal(sum.volume, adp),
      turnover: new Big(sum.turnover.toString()).shiftedBy(-(dp + adp)),
    };
  }

  private toKline(state: SymbolState, bar: Bar): Kline {
    const { pricePrecision, amountPrecision } = state.spec;
    return {
      time: bar.time,
      open: fromUnits(bar.open, pricePrecision),
      high: fromUnits(bar.high, pricePrecision),
      low: fromUnits(bar.low, pricePrecision),
      close: fromUnits(bar.close, pricePrecision),
      volume: fromUnits(bar.volume, amountPrecision),
    };
  }

  /**
   * A symbol with a past: historyMinutes of 1-minute candles (and coarser ones before them)
   * generated backwards from the start price, so that the market opens at the seeded price with
   * a plausible change, high and low.
   */
  private createState(spec: SymbolSpec): SymbolState {
    const symbol = spec.symbol.toLowerCase();
    const price = new Big(spec.startPrice);
    const dp = spec.pricePrecision;
    const unit = new Big(1).shiftedBy(-dp);
    const tradeSize = new Big(spec.tradeSize);
    const tradeSizeUnits = Math.max(units(tradeSize.decimalPlaces(spec.amountPrecision, Big.ROUND_DOWN), spec.amountPrecision), 1);
    const bucket = Math.floor(this.now() / MINUTE) * MINUTE;
    const candles = new CandleHistory({
      seed: this.seed,
      symbol,
      start: bucket,
      startPrice: units(price.decimalPlaces(dp), dp),
      historyMinutes: this.historyMinutes,
      // A minute holds ~60 ticks: its move is ~√60 ≈ 8 ticks' worth.
      minuteStepPpm: this.stepPpm * 8,
      band: PAST_BAND,
      tradeSizeUnits,
    });
    const state: SymbolState = {
      spec: { ...spec, symbol },
      price,
      trail: new PriceTrail(),
      unit,
      amountUnit: new Big(1).shiftedBy(-spec.amountPrecision),
      tradeSize,
      candles,
      current: { time: bucket, open: price, high: price, low: price, close: price, volume: new Big(0), turnover: new Big(0) },
      window: { open: undefined, high: undefined, low: undefined, volume: new Big(0), turnover: new Big(0) },
      trades: [],
      tradeSeq: 0,
      tradeSizeUnits,
      bookSalt: hashText(`${this.seed}:${symbol}:book`),
    };
    state.window = this.windowOf(state);
    state.trail.push(this.now(), units(price.decimalPlaces(dp), dp));
    return state;
  }
}

/** A decimal with at most `decimals` places as a whole number of units (exact: far below 2^53). */
const units = (value: Big, decimals: number) => value.shiftedBy(decimals).integerValue(Big.ROUND_DOWN).toNumber();
const decimal = (count: number, decimals: number) => new Big(count).shiftedBy(-decimals);
const fromUnits = (count: number, decimals: number) => decimal(count, decimals).toFixed(decimals);
