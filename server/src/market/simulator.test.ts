import { describe, expect, it } from 'vitest';
import { MarketSimulator, type SimulatorOptions, type SymbolUpdate } from './simulator.js';

const SYMBOLS: SimulatorOptions['symbols'] = [
  { symbol: 'btcusdt', startPrice: '67000', pricePrecision: 2, amountPrecision: 5, tradeSize: '0.05' },
  { symbol: 'dogeusdt', startPrice: '0.15', pricePrecision: 6, amountPrecision: 0, tradeSize: '12000' },
  { symbol: 'shibusdt', startPrice: '0.00002', pricePrecision: 9, amountPrecision: 0, tradeSize: '80000000' },
  { symbol: 'XAUUSD', startPrice: '2341.85', pricePrecision: 2, amountPrecision: 2, tradeSize: '2' },
];
const T0 = Date.UTC(2024, 4, 1, 12, 0, 30);

/** A simulator on a hand-driven clock: every call of tick() is one second later. */
function manual(seed: number, historyMinutes = 120) {
  let time = T0;
  const market = new MarketSimulator({ seed, now: () => time, symbols: SYMBOLS, historyMinutes });
  return {
    market,
    tick() {
      time += 1000;
      return market.tick();
    },
    advance(ms: number) {
      time += ms;
    },
  };
}

function run(seed: number, ticks: number) {
  const sim = manual(seed);
  const trades: SymbolUpdate[][] = [];
  for (let i = 0; i < ticks; i++) trades.push(sim.tick());
  return {
    trades,
    details: SYMBOLS.map((s) => sim.market.detail(s.symbol)),
    klines: SYMBOLS.map((s) => sim.market.kline(s.symbol, '5min')),
  };
}

describe('market simulator', () => {
  it('is deterministic: the same seed and clock give the same market', () => {
    expect(run(42, 150)).toEqual(run(42, 150));
  });

  it('differs with another seed', () => {
    expect(run(42, 20).details).not.toEqual(run(43, 20).details);
  });

  it('starts at the seeded price with a plausible 24 h past', () => {
    const { market } = manual(1);
    const detail = market.detail('btcusdt');
    expect(detail.close).toBe('67000.00');
    expect(Number(detail.high24)).toBeGreaterThanOrEqual(67000);
    expect(Number(detail.low24)).toBeLessThanOrEqual(67000);
    expect(detail.openPrice).not.toBe(detail.close);
    expect(market.klineHistory('btcusdt', '1min', 500)).toHaveLength(120);
  });

  it('quotes decimal strings with the symbol\'s decimals, never exponent notation', () => {
    const sim = manual(7);
    for (let i = 0; i < 200; i++) sim.tick();
    const shib = sim.market.detail('shibusdt');
    for (const value of [shib.close, shib.openPrice, shib.high24, shib.low24]) expect(value).toMatch(/^0\.\d{9}$/);
    expect(shib.change).toMatch(/^-?0\.\d{9}$/);
    expect(sim.market.detail('btcusdt').close).toMatch(/^\d+\.\d{2}$/);
    expect(sim.market.detail('btcusdt').priceChangePercent).toMatch(/^-?\d+\.\d{4}$/);
    for (const trade of sim.market.recentTrades('dogeusdt')) {
      expect(trade.price).toMatch(/^0\.\d{6}$/);
      expect(trade.amount).toMatch(/^\d+$/);
    }
  });

  it('keeps change and the 24 h range consistent with the last price', () => {
    const sim = manual(3);
    for (let i = 0; i < 300; i++) sim.tick();
    for (const { symbol } of SYMBOLS) {
      const d = sim.market.detail(symbol);
      const close = Number(d.close);
      expect(Number(d.high24)).toBeGreaterThanOrEqual(close);
      expect(Number(d.low24)).toBeLessThanOrEqual(close);
      expect(Number(d.change)).toBeCloseTo(close - Number(d.openPrice), 8);
    }
  });

  it('walks freely: leaves the old ±15 % band, and a price at its lower edge can fall further', () => {
    // One symbol with a wide tick (0.3 %), so a run of a test's length covers what takes days at 0.03 %.
    let time = T0;
    const market = new MarketSimulator({ seed: 1, now: () => time, symbols: [SYMBOLS[0]!], historyMinutes: 10, tickStepPpm: 3000 });
    const closes: number[] = [];
    for (let i = 0; i < 5000; i++) {
      time += 1000;
      market.tick();
      closes.push(Number(market.detail('btcusdt').close));
    }
    const left = closes.findIndex((c) => c < 67000 * 0.85 || c > 67000 * 1.15);
    expect(left).toBeGreaterThan(0);
    // A 100× long opened at the old lower edge loses it all on a 1 % fall: the price goes there.
    const lowerEdge = closes.findIndex((c) => c <= 67000 * 0.85);
    expect(lowerEdge).toBeGreaterThan(0);
    expect(Math.min(...closes.slice(lowerEdge))).toBeLessThan(67000 * 0.85 * 0.99);
  });

  it('knows the price at a past instant: the last tick at or before it', () => {
    const sim = manual(4);
    const start = sim.market.detail('btcusdt').close;
    expect(sim.market.priceAt('btcusdt', T0)).toBe(start);
    expect(sim.market.priceAt('btcusdt', T0 - 1)).toBeUndefined();
    const closes: string[] = [];
    for (let i = 0; i < 5; i++) {
      sim.tick();
      closes.push(sim.market.detail('btcusdt').close);
    }
    // Ticks at T0 + 1 s … T0 + 5 s: half a second after the second one, the second one's price.
    expect(sim.market.priceAt('BTCUSDT', T0 + 2500)).toBe(closes[1]);
    expect(sim.market.priceAt('btcusdt', T0 + 3000)).toBe(closes[2]);
    expect(sim.market.priceAt('btcusdt', T0 + 60_000)).toBe(closes[4]);
    sim.market.setPrice('btcusdt', '50000');
    expect(sim.market.priceAt('btcusdt', T0 + 5000)).toBe('50000.00');
    expect(sim.market.priceAt('ethusdt', T0 + 5000)).toBeUndefined();
    // Half an hour of ticks later the first instants are forgotten.
    for (let i = 0; i < 1800; i++) sim.tick();
    expect(sim.market.priceAt('btcusdt', T0 + 2500)).toBeUndefined();
  });

  it('closes a 1-minute candle when the clock passes the minute, and builds longer intervals from them', () => {
    const sim = manual(5);
    const first = sim.market.kline('btcusdt', '1min');
    sim.tick();
    expect(sim.market.kline('btcusdt', '1min').time).toBe(first.time);
    sim.advance(60_000);
    sim.tick();
    const next = sim.market.kline('btcusdt', '1min');
    expect(next.time).toBe(first.time + 60_000);
    const five = sim.market.kline('btcusdt', '5min');
    expect(five.time % 300_000).toBe(0);
    expect(Number(five.high)).toBeGreaterThanOrEqual(Number(next.high));
    expect(Number(five.volume)).toBeGreaterThanOrEqual(Number(next.volume));
  });

  it('makes 1 to 3 trades per symbol per tick, newest first in the recent list', () => {
    const sim = manual(9);
    const updates = sim.tick();
    for (const update of updates) {
      expect(update.trades.length).toBeGreaterThanOrEqual(1);
      expect(update.trades.length).toBeLessThanOrEqual(3);
    }
    const recent = sim.market.recentTrades('btcusdt');
    expect(recent[0]!.id).toBe(updates[0]!.trades.at(-1)!.id);
  });

  it('sets a price by hand, tells the listeners and walks on from there', () => {
    const sim = manual(2);
    const seen: SymbolUpdate[][] = [];
    sim.market.onUpdate((updates) => seen.push(updates));
    sim.market.setPrice('BTCUSDT', '50000.129');
    expect(seen).toHaveLength(1);
    expect(sim.market.detail('btcusdt').close).toBe('50000.13');
    for (let i = 0; i < 100; i++) sim.tick();
    expect(Math.abs(Number(sim.market.detail('btcusdt').close) - 50000)).toBeLessThan(50000 * 0.15);
    expect(() => sim.market.setPrice('btcusdt', '0')).toThrow(RangeError);
  });

  it('keeps running when a listener throws', () => {
    const sim = manual(2);
    sim.market.onUpdate(() => {
      throw new Error('bad listener');
    });
    expect(() => sim.tick()).not.toThrow();
  });
});
