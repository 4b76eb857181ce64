import { describe, expect, it } from 'vitest';
import { readMarketFrame, readUserFrame } from './read-frames';

const detail = { close: '67250.12', openPrice: '66000', change: '1250.12', priceChangePercent: '-1.8941', volume: '12.5', volume2: '840000', volume24: '99', high24: '68000', low24: '65000', ts: 1 };
const text = (frame: unknown) => JSON.stringify(frame);

describe('reading market frames', () => {
  it('takes every frame type of the protocol as sent', () => {
    const good = [
      { type: 'HEARTBEAT', ts: 1 },
      { type: 'DETAIL', symbol: 'btcusdt', data: detail },
      { type: 'DETAIL', symbol: 'btcusdt', data: { close: '1', openPrice: '1' } },
      { type: 'KLINE', symbol: 'btcusdt', interval: '1min', data: { time: 60_000, open: '1', high: '2', low: '0.5', close: '1.5', volume: '10' } },
      { type: 'TRADE', symbol: 'btcusdt', data: [{ id: 'btcusdt-1', price: '1', amount: '0.001', direction: 'buy', ts: 1 }] },
      { type: 'TRADE', symbol: 'btcusdt', data: [] },
      { type: 'DEPTH', symbol: 'btcusdt', data: { bids: [['1', '2']], asks: [], ts: 1 } },
    ];
    for (const frame of good) expect(readMarketFrame(text(frame))).toEqual(frame);
  });

  it('drops what is not JSON, not an object with a type, of an unknown type or of the wrong shape', () => {
    const bad = [
      '{"type":"DETAIL"',
      '',
      '42',
      'null',
      '"DETAIL"',
      text([{ type: 'DETAIL', symbol: 'btcusdt', data: detail }]),
      text({ type: 'HEARTBEAT', ts: 'soon' }),
      text({ type: 'DETAIL', symbol: 7, data: detail }),
      text({ type: 'DETAIL', symbol: '<img src=x>', data: detail }),
      text({ type: 'DETAIL', symbol: 'btcusdt', data: null }),
      text({ type: 'DETAIL', symbol: 'btcusdt', data: { ...detail, close: 'NaN' } }),
      text({ type: 'DETAIL', symbol: 'btcusdt', data: { ...detail, close: '1e400' } }),
      text({ type: 'DETAIL', symbol: 'btcusdt', data: { ...detail, close: '9'.repeat(41) } }),
      text({ type: 'DETAIL', symbol: 'btcusdt', data: { ...detail, volume: 12 } }),
      text({ type: 'KLINE', symbol: 'btcusdt', data: { time: 1, open: '1', high: '1', low: '1', close: '1', volume: '1' } }),
      text({ type: 'KLINE', symbol: 'btcusdt', interval: '1min', data: { time: 'yesterday', open: '1', high: '1', low: '1', close: '1', volume: '1' } }),
      text({ type: 'TRADE', symbol: 'btcusdt', data: { price: '1' } }),
      text({ type: 'TRADE', symbol: 'btcusdt', data: [{ id: 'a', price: '1', amount: '1', direction: 'up', ts: 1 }] }),
      text({ type: 'DEPTH', symbol: 'btcusdt', data: { bids: [['1']], asks: [], ts: 1 } }),
      text({ type: 'PRICE', symbol: 'btcusdt', data: detail }),
      text({ type: 'detail', symbol: 'btcusdt', data: detail }),
      text({ type: 'constructor', symbol: 'btcusdt', data: detail }),
    ];
    for (const raw of bad) expect(readMarketFrame(raw), raw.slice(0, 80)).toBeUndefined();
  });
});

describe('reading user frames', () => {
  it('takes every frame type of the protocol as sent', () => {
    const good = [
      { type: 'HEARTBEAT', ts: 1 },
      { type: 'USER_STATUS', data: { status: 1 } },
      { type: 'OWNCOIN', data: { amountLimit: 'Notice', msg: 'Hello' } },
      { type: 'SETTLEMENT', data: { product: 'second', order: { id: 1 } } },
      { type: 'POSITION', data: { reason: 'liquidation', position: { id: 1 } } },
      { type: 'LOAN', data: { reason: 'marginCall', loan: { id: 1 } } },
    ];
    for (const frame of good) expect(readUserFrame(text(frame))).toEqual(frame);
  });

  it('drops anything else', () => {
    const bad = [
      'not json',
      '[]',
      'null',
      text({ type: 'USER_STATUS', data: { status: 'frozen' } }),
      text({ type: 'USER_STATUS' }),
      text({ type: 'OWNCOIN', data: null }),
      text({ type: 'OWNCOIN', data: { amountLimit: 'x', msg: 'y'.repeat(5001) } }),
      text({ type: 'SETTLEMENT', data: { product: 'loan', order: {} } }),
      text({ type: 'POSITION', data: { reason: 'open' } }),
      text({ type: 'LOAN', data: { reason: 'repaid', loan: { id: 1 } } }),
      text({ type: 'LOAN', data: { reason: 'marginCall' } }),
      text({ type: 'BALANCE', data: {} }),
      text({ type: 7 }),
    ];
    for (const raw of bad) expect(readUserFrame(raw), raw.slice(0, 80)).toBeUndefined();
  });
});
