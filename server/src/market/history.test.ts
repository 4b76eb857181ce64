import { describe, expect, it } from 'vitest';
import type { Kline } from '../contract.js';
import { MAX_HISTORY_SIZE } from './candle-history.js';
import { KLINE_INTERVALS, shiftBucket, type KlineInterval } from './intervals.js';
import { MarketSimulator, type SimulatorOptions } from './simulator.js';

const SYMBOLS: SimulatorOptions['symbols'] = [
  { symbol: 'btcusdt', startPrice: '67000', pricePrecision: 2, amountPrecision: 5, tradeSize: '0.05' },
  { symbol: 'shibusdt', startPrice: '0.00002', pricePrecision: 9, amountPrecision: 0, tradeSize: '80000000' },
  { symbol: 'XAUUSD', startPrice: '2341.85', pricePrecision: 2, amountPrecision: 2, tradeSize: '2' },
];
// A Wednesday afternoon, mid-month: every interval's current bucket is under way.
const T0 = Date.UTC(2024, 4, 15, 13, 47, 30);

function market(historyMinutes?: number, seed = 1) {
  let time = T0;
  const sim = new MarketSimulator({ seed, now: () => time, symbols: SYMBOLS, ...(historyMinutes ? { historyMinutes } : {}) });
  return {
    sim,
    /** Moves the clock on and ticks once. */
    step(ms: number) {
      time += ms;
      sim.tick();
    },
  };
}

/** OHLC holds together, decimals are the symbol's, and each candle opens where the last one closed, bucket after bucket. */
function expectWellFormed(candles: Kline[], interval: KlineInterval) {
  for (const [i, c] of candles.entries()) {
    const [open, high, low, close] = [c.open, c.high, c.low, c.close].map(Number) as [number, number, number, number];
    expect(low).toBeGreaterThan(0);
    expect(low).toBeLessThanOrEqual(Math.min(open, close));
    expect(high).toBeGreaterThanOrEqual(Math.max(open, close));
    expect(Number(c.volume)).toBeGreaterThanOrEqual(0);
    const previous = candles[i - 1];
    if (!previous) continue;
    expect(c.time, `${interval} #${i} follows #${i - 1}`).toBe(shiftBucket(previous.time, interval, 1));
    expect(c.open, `${interval} #${i} opens at the close before`).toBe(previous.close);
  }
}

describe('kline history', () => {
  it('reaches back the largest size for every interval, continuous and well formed', () => {
    const { sim } = market();
    for (const interval of KLINE_INTERVALS) {
      for (const { symbol } of SYMBOLS) {
        const candles = sim.klineHistory(symbol, interval, MAX_HISTORY_SIZE);
        expect(candles, `${symbol} ${interval}`).toHaveLength(MAX_HISTORY_SIZE);
        expectWellFormed(candles, interval);
      }
    }
    const months = sim.klineHistory('btcusdt', '1mon', 3);
    expect(months.map((c) => new Date(c.time).toISOString())).toEqual(['2024-03-01T00:00:00.000Z', '2024-04-01T00:00:00.000Z', '2024-05-01T00:00:00.000Z']);
    const weeks = sim.klineHistory('btcusdt', '1week', 2);
    expect(weeks.map((c) => new Date(c.time).toISOString())).toEqual(['2024-05-06T00:00:00.000Z', '2024-05-13T00:00:00.000Z']);
  });

  it('answers at most size candles, the last being the socket\'s current candle', () => {
    const { sim, step } = market(120);
    for (let i = 0; i < 150; i++) step(1000);
    for (const interval of KLINE_INTERVALS) {
      const candles = sim.klineHistory('btcusdt', interval, 5);
      expect(candles).toHaveLength(5);
      expect(candles.at(-1)).toEqual(sim.kline('btcusdt', interval));
      expect(sim.klineHistory('btcusdt', interval, 1)).toEqual([sim.kline('btcusdt', interval)]);
    }
    // The current day holds the live minutes: its close is the last price.
    expect(sim.kline('btcusdt', '1day').close).toBe(sim.detail('btcusdt').close);
  });

  it('is deterministic for a seed, and another seed gives another past', () => {
    const a = market(60, 5).sim.klineHistory('btcusdt', '1mon', 50);
    expect(market(60, 5).sim.klineHistory('btcusdt', '1mon', 50)).toEqual(a);
    expect(market(60, 6).sim.klineHistory('btcusdt', '1mon', 50)).not.toEqual(a);
    // Asking for another interval first changes nothing.
    const other = market(60, 5);
    other.sim.klineHistory('btcusdt', '1week', 10);
    expect(other.sim.klineHistory('btcusdt', '1mon', 50)).toEqual(a);
  });

  it('never rewrites a closed candle as the clock rolls on, while data ages from tier to tier', () => {
    // Few minutes kept, so the minutes age into the coarser tiers at once; 5000 minutes pushes the
    // 5-minute tier past its cap too (it then drops its synthetic past).
    const { sim, step } = market(30);
    const snapshot = () => new Map(KLINE_INTERVALS.map((interval) => [interval, sim.klineHistory('btcusdt', interval, MAX_HISTORY_SIZE)]));
    let before = snapshot();
    for (let minute = 1; minute <= 5200; minute++) {
      step(60_000);
      if (minute % 650 !== 0 && minute !== 1) continue;
      const after = snapshot();
      for (const interval of KLINE_INTERVALS) {
        const old = before.get(interval)!;
        const now = after.get(interval)!;
        expect(now.length, `${interval} after ${minute} min`).toBeGreaterThanOrEqual(interval === '1min' ? 30 : MAX_HISTORY_SIZE);
        expectWellFormed(now, interval);
        // Every candle closed before (all but the last) is still there, unchanged, unless it aged out of the window.
        const byTime = new Map(now.map((c) => [c.time, c]));
        for (const closed of old.slice(0, -1)) {
          if (closed.time < now[0]!.time) continue;
          expect(byTime.get(closed.time), `${interval} candle ${closed.time} after ${minute} min`).toEqual(closed);
        }
        expect(now.at(-1)).toEqual(sim.kline('btcusdt', interval));
      }
      before = after;
    }
  });

  it('keeps its candles through a jump of the clock by days', () => {
    const { sim, step } = market(60);
    const before = sim.klineHistory('btcusdt', '1day', 30);
    step(3 * 86_400_000);
    const after = sim.klineHistory('btcusdt', '1day', 40);
    const byTime = new Map(after.map((c) => [c.time, c]));
    for (const closed of before.slice(0, -1)) expect(byTime.get(closed.time)).toEqual(closed);
    expect(after.at(-1)).toEqual(sim.kline('btcusdt', '1day'));
  });
});

describe('order book', () => {
  it('has 20 levels a side around the last price, bids descending, asks ascending', () => {
    const { sim, step } = market(60);
    step(1000);
    for (const { symbol, pricePrecision, amountPrecision } of SYMBOLS) {
      const { bids, asks, ts } = sim.depth(symbol);
      expect(ts).toBe(T0 + 1000);
      expect(bids).toHaveLength(20);
      expect(asks).toHaveLength(20);
      const last = Number(sim.detail(symbol).close);
      const price = new RegExp(`^\\d+\\.\\d{${pricePrecision}}$`);
      const amount = amountPrecision === 0 ? /^[1-9]\d*$/ : new RegExp(`^\\d+\\.\\d{${amountPrecision}}$`);
      for (const [p, a] of [...bids, ...asks]) {
        expect(p).toMatch(price);
        expect(a).toMatch(amount);
        expect(Number(a)).toBeGreaterThan(0);
      }
      expect(Number(bids[0]![0])).toBeLessThan(last);
      expect(Number(asks[0]![0])).toBeGreaterThan(last);
      for (let i = 1; i < 20; i++) {
        expect(Number(bids[i]![0])).toBeLessThan(Number(bids[i - 1]![0]));
        expect(Number(asks[i]![0])).toBeGreaterThan(Number(asks[i - 1]![0]));
      }
    }
  });

  it('scales with the trade size, is deterministic, and follows the price', () => {
    const a = market(60).sim;
    const b = market(60).sim;
    expect(a.depth('btcusdt')).toEqual(b.depth('btcusdt'));
    const btc = a.depth('btcusdt').asks.map(([, amount]) => Number(amount));
    // 0.2 to 3 typical trades of 0.05 BTC, thicker further out (up to 27/8).
    for (const amount of btc) expect(amount).toBeGreaterThanOrEqual(0.01 - 1e-12);
    expect(Math.max(...btc)).toBeLessThan(0.05 * 3 * 27 / 8);
    a.setPrice('btcusdt', '50000');
    expect(a.depth('btcusdt').bids[0]![0]).toBe('49995.00');
    expect(a.depth('btcusdt').asks[0]![0]).toBe('50005.00');
  });
});
