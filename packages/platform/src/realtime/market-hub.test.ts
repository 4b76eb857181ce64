import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MarketHub, MAX_UNREAD_DETAILS } from './market-hub';
import { fakeEnvironment } from './fake-environment';
import { FIRST_RETRY_MS } from './backoff';

const detail = (close: string) => ({ close, openPrice: '100', change: '0', priceChangePercent: '0', volume: '1', volume2: '1', volume24: '1', high24: close, low24: close, ts: 1 });

let fake: ReturnType<typeof fakeEnvironment>;
let hub: MarketHub;
beforeEach(() => {
  fake = fakeEnvironment();
  hub = new MarketHub(() => 'ws://x/ws/1', { env: fake.env });
  hub.start();
});

describe('the market hub', () => {
  it('sends subscriptions made before the socket opens when it opens', () => {
    hub.subscribe('DETAIL', 'btcusdt', () => undefined);
    expect(fake.last().sent).toEqual([]);
    fake.last().open();
    expect(fake.last().sent).toEqual([{ type: 'subscribe', channel: 'DETAIL', symbol: 'btcusdt' }]);
  });

  it('subscribes once per topic however many listeners, and unsubscribes with the last', () => {
    fake.last().open();
    const a = hub.subscribe('DETAIL', 'btcusdt', () => undefined);
    const b = hub.subscribe('DETAIL', 'btcusdt', () => undefined);
    expect(fake.last().sent).toHaveLength(1);
    a();
    expect(fake.last().sent).toHaveLength(1);
    b();
    expect(fake.last().sent.at(-1)).toEqual({ type: 'unsubscribe', channel: 'DETAIL', symbol: 'btcusdt' });
    expect(hub.liveTopics()).toEqual({});
  });

  it('delivers frames once per animation frame, the latest price per symbol', () => {
    fake.last().open();
    const seen: string[] = [];
    hub.subscribe('DETAIL', 'btcusdt', (f) => f.type === 'DETAIL' && seen.push(f.data.close));
    fake.last().receive({ type: 'DETAIL', symbol: 'btcusdt', data: detail('101') });
    fake.last().receive({ type: 'DETAIL', symbol: 'btcusdt', data: detail('102') });
    expect(seen).toEqual([]);
    fake.paint();
    expect(seen).toEqual(['102']);
    expect(hub.lastDetail('btcusdt')?.close).toBe('102');
  });

  it('parses only the newest DETAIL of each symbol per animation frame, and for a listener of one symbol notifies no other', () => {
    fake.last().open();
    const btc = vi.fn();
    hub.subscribe('DETAIL', 'btcusdt', btc);
    const parse = vi.spyOn(JSON, 'parse');
    try {
      for (let i = 1; i <= 50; i++) {
        fake.last().receive({ type: 'DETAIL', symbol: 'btcusdt', data: detail(`${100 + i}`) });
        fake.last().receive({ type: 'DETAIL', symbol: 'ethusdt', data: detail(`${200 + i}`) });
      }
      expect(parse).not.toHaveBeenCalled();
      fake.paint();
      expect(parse).toHaveBeenCalledTimes(2);
    } finally {
      parse.mockRestore();
    }
    expect(btc.mock.calls.map(([f]) => f.data.close)).toEqual(['150']);
    expect(hub.lastDetail('ethusdt')?.close).toBe('250');
  });

  it("falls back to a symbol's newest good DETAIL of the frame when the newer ones are garbage, not prices, or name another symbol", () => {
    fake.last().open();
    const seen: string[] = [];
    hub.subscribe('DETAIL', 'btcusdt', (f) => f.type === 'DETAIL' && seen.push(f.data.close));
    hub.subscribe('DETAIL', 'ethusdt', (f) => f.type === 'DETAIL' && seen.push(`eth ${f.data.close}`));
    fake.last().receive({ type: 'DETAIL', symbol: 'btcusdt', data: detail('101') });
    fake.last().receive({ type: 'DETAIL', symbol: 'btcusdt', data: detail('102') });
    fake.last().receive({ type: 'DETAIL', symbol: 'btcusdt', data: detail('0') });
    // Read by its opening as btcusdt's; parsed, the repeated key makes it ethusdt's.
    fake.last().receive(`{"type":"DETAIL","symbol":"btcusdt","data":${JSON.stringify(detail('999'))},"symbol":"ethusdt"}`);
    fake.last().receive('{"type":"DETAIL","symbol":"btcusdt","data":{"close":"1');
    fake.paint();
    expect(seen).toEqual(['102']);
    expect(hub.rejectedFrames).toBe(2);
    expect(hub.lastDetail('ethusdt')).toBeUndefined();
  });

  it('reads the unread DETAIL texts of a symbol once they are MAX_UNREAD_DETAILS (a hidden page paints no frame), keeping its last good price', () => {
    fake.last().open();
    const seen: string[] = [];
    hub.subscribe('DETAIL', 'btcusdt', (f) => f.type === 'DETAIL' && seen.push(f.data.close));
    fake.last().receive({ type: 'DETAIL', symbol: 'btcusdt', data: detail('101') });
    const parse = vi.spyOn(JSON, 'parse');
    try {
      for (let i = 1; i < MAX_UNREAD_DETAILS; i++) fake.last().receive('{"type":"DETAIL","symbol":"btcusdt","data":{"close":"1');
      // 64 texts: read now, not at the paint.
      expect(parse).toHaveBeenCalledTimes(MAX_UNREAD_DETAILS);
      fake.last().receive('{"type":"DETAIL","symbol":"btcusdt","data":{"close":"2');
      fake.paint();
    } finally {
      parse.mockRestore();
    }
    expect(seen).toEqual(['101']);
    expect(hub.rejectedFrames).toBe(MAX_UNREAD_DETAILS);
  });

  it('reads a watched symbol’s price only when lastDetail asks: its watchers are told once, and a storm is parsed once per read', () => {
    fake.last().open();
    const told = vi.fn();
    hub.watchDetail('btcusdt', told);
    expect(fake.last().sent).toEqual([{ type: 'subscribe', channel: 'DETAIL', symbol: 'btcusdt' }]);
    const parse = vi.spyOn(JSON, 'parse');
    try {
      for (let frame = 1; frame <= 5; frame++) {
        for (let i = 1; i <= 10; i++) fake.last().receive({ type: 'DETAIL', symbol: 'btcusdt', data: detail(`${frame * 100 + i}`) });
        fake.paint();
      }
      // Five animation frames of ticks: told once, nothing parsed until someone reads.
      expect(told).toHaveBeenCalledTimes(1);
      expect(parse).not.toHaveBeenCalled();
      expect(hub.lastDetail('btcusdt')?.close).toBe('510');
      expect(parse).toHaveBeenCalledTimes(1);
      // Read: the same price again without parsing, until a newer one comes, which tells again.
      expect(hub.lastDetail('btcusdt')?.close).toBe('510');
      fake.paint();
      expect(parse).toHaveBeenCalledTimes(1);
      expect(told).toHaveBeenCalledTimes(1);
      fake.last().receive({ type: 'DETAIL', symbol: 'btcusdt', data: detail('600') });
      fake.paint();
      expect(told).toHaveBeenCalledTimes(2);
      expect(hub.lastDetail('btcusdt')?.close).toBe('600');
    } finally {
      parse.mockRestore();
    }
  });

  it('checks a watched symbol’s texts as it reads them: garbage and impossible prices never come out of lastDetail', () => {
    fake.last().open();
    hub.watchDetail('btcusdt', () => undefined);
    fake.last().receive({ type: 'DETAIL', symbol: 'btcusdt', data: detail('101') });
    fake.paint();
    fake.last().receive({ type: 'DETAIL', symbol: 'btcusdt', data: { ...detail('102'), high24: '1'.repeat(500) } });
    fake.last().receive({ type: 'DETAIL', symbol: 'btcusdt', data: detail('0') });
    fake.last().receive('{"type":"DETAIL","symbol":"btcusdt","data":');
    expect(hub.lastDetail('btcusdt')?.close).toBe('101');
    expect(hub.rejectedFrames).toBe(2);
  });

  it('still gives a listener of a watched symbol every animation frame’s price, and never an older one after a read', () => {
    fake.last().open();
    const seen: string[] = [];
    const watched = vi.fn();
    hub.watchDetail('btcusdt', watched);
    hub.subscribe('DETAIL', 'btcusdt', (f) => f.type === 'DETAIL' && seen.push(f.data.close));
    fake.last().receive({ type: 'DETAIL', symbol: 'btcusdt', data: detail('101') });
    fake.paint();
    fake.last().receive({ type: 'DETAIL', symbol: 'btcusdt', data: detail('102') });
    expect(hub.lastDetail('btcusdt')?.close).toBe('102');
    fake.paint();
    expect(seen).toEqual(['101', '102']);
    expect(watched).toHaveBeenCalledTimes(2);
    expect(hub.lastDetail('btcusdt')?.close).toBe('102');
  });

  it('keeps a watched symbol’s price the newest when its unread texts reach MAX_UNREAD_DETAILS before a read', () => {
    fake.last().open();
    const told = vi.fn();
    hub.watchDetail('btcusdt', told);
    for (let i = 1; i <= MAX_UNREAD_DETAILS + 3; i++) fake.last().receive({ type: 'DETAIL', symbol: 'btcusdt', data: detail(`${100 + i}`) });
    expect(hub.lastDetail('btcusdt')?.close).toBe(`${100 + MAX_UNREAD_DETAILS + 3}`);
    fake.paint();
    expect(hub.lastDetail('btcusdt')?.close).toBe(`${100 + MAX_UNREAD_DETAILS + 3}`);
  });

  it('unsubscribes a watched symbol with its last watcher or listener, and a snapshot supersedes the texts it did not read', () => {
    fake.last().open();
    const stopWatching = hub.watchDetail('btcusdt', () => undefined);
    const stopListening = hub.subscribe('DETAIL', 'btcusdt', () => undefined);
    expect(hub.liveTopics()).toEqual({ 'DETAIL:btcusdt': 2 });
    stopListening();
    fake.last().receive({ type: 'DETAIL', symbol: 'btcusdt', data: detail('101') });
    hub.applySnapshot('btcusdt', detail('99'));
    expect(hub.lastDetail('btcusdt')?.close).toBe('99');
    stopWatching();
    expect(fake.last().sent.at(-1)).toEqual({ type: 'unsubscribe', channel: 'DETAIL', symbol: 'btcusdt' });
    expect(hub.liveTopics()).toEqual({});
  });

  it('keeps every trade of a frame batch, newest first', () => {
    fake.last().open();
    const trades: string[][] = [];
    hub.subscribe('TRADE', 'btcusdt', (f) => f.type === 'TRADE' && trades.push(f.data.map((t) => t.id)));
    const trade = (id: string) => ({ id, price: '1', amount: '1', direction: 'buy', ts: 1 });
    fake.last().receive({ type: 'TRADE', symbol: 'btcusdt', data: [trade('1')] });
    fake.last().receive({ type: 'TRADE', symbol: 'btcusdt', data: [trade('3'), trade('2')] });
    fake.paint();
    expect(trades).toEqual([['3', '2', '1']]);
  });

  it('skips malformed frames and prices whose close or open is not above 0 (spec §5)', () => {
    fake.last().open();
    const seen: string[] = [];
    hub.subscribe('DETAIL', 'btcusdt', (f) => f.type === 'DETAIL' && seen.push(f.data.close));
    fake.last().receive('{not json');
    fake.last().receive('null');
    fake.last().receive({ type: 'DETAIL', symbol: 'btcusdt', data: detail('0') });
    fake.last().receive({ type: 'DETAIL', symbol: 'btcusdt', data: { ...detail('5'), openPrice: 'abc' } });
    fake.paint();
    expect(seen).toEqual([]);
  });

  it("delivers a candle's last state before the next candle when both arrive in one frame", () => {
    fake.last().open();
    const seen: [number, string][] = [];
    hub.subscribe('KLINE', 'btcusdt', (f) => f.type === 'KLINE' && seen.push([f.data.time, f.data.close]), '1min');
    const candle = (time: number, close: string) => ({ time, open: '1', high: close, low: '1', close, volume: '1' });
    fake.last().receive({ type: 'KLINE', symbol: 'btcusdt', interval: '1min', data: candle(0, '10') });
    fake.last().receive({ type: 'KLINE', symbol: 'btcusdt', interval: '1min', data: candle(0, '11') });
    fake.last().receive({ type: 'KLINE', symbol: 'btcusdt', interval: '1min', data: candle(60_000, '12') });
    fake.paint();
    expect(seen).toEqual([
      [0, '11'],
      [60_000, '12'],
    ]);
  });

  it('delivers order-book frames to DEPTH listeners', () => {
    fake.last().open();
    const seen: unknown[] = [];
    hub.subscribe('DEPTH', 'btcusdt', (f) => f.type === 'DEPTH' && seen.push(f.data.bids[0]));
    expect(fake.last().sent).toEqual([{ type: 'subscribe', channel: 'DEPTH', symbol: 'btcusdt' }]);
    fake.last().receive({ type: 'DEPTH', symbol: 'btcusdt', data: { bids: [['99', '1']], asks: [['101', '2']], ts: 1 } });
    fake.paint();
    expect(seen).toEqual([['99', '1']]);
  });

  it('answers a heartbeat with ping', () => {
    fake.last().open();
    fake.last().receive({ type: 'HEARTBEAT', ts: 1 });
    expect(fake.last().sent).toEqual([{ type: 'ping' }]);
  });

  it('reconnects 3 s after a drop and subscribes again to every live topic, once each', () => {
    fake.last().open();
    hub.subscribe('DETAIL', 'btcusdt', () => undefined);
    hub.subscribe('KLINE', 'btcusdt', () => undefined, '1min');
    fake.last().close();
    expect(hub.status).toBe('closed');
    // Subscribing while down is said on the next open, with the rest.
    hub.subscribe('DETAIL', 'ethusdt', () => undefined);
    fake.advance(FIRST_RETRY_MS - 1);
    expect(fake.sockets).toHaveLength(1);
    fake.advance(1);
    expect(fake.sockets).toHaveLength(2);
    fake.last().open();
    expect(fake.last().sent).toEqual([
      { type: 'subscribe', channel: 'DETAIL', symbol: 'btcusdt' },
      { type: 'subscribe', channel: 'KLINE', symbol: 'btcusdt', interval: '1min' },
      { type: 'subscribe', channel: 'DETAIL', symbol: 'ethusdt' },
    ]);
    expect(hub.status).toBe('open');
  });

  it('backs off with jitter after repeated failures and retries at once when woken', () => {
    fake.last().close(); // never opened
    fake.advance(FIRST_RETRY_MS);
    fake.last().close();
    // Second retry: jittered within [3 s, 6 s] (random 0.5 → 4.5 s).
    expect(fake.pendingTimers()).toEqual([4500]);
    fake.wake(); // back online or the page shown again
    expect(fake.sockets).toHaveLength(3);
    expect(fake.pendingTimers()).toEqual([]);
  });

  it('shows prices as stale from the drop until a resync after reconnecting', async () => {
    let finishResync: () => void = () => undefined;
    const resync = vi.fn(() => new Promise<void>((r) => (finishResync = r)));
    fake = fakeEnvironment();
    hub = new MarketHub(() => 'ws://x', { env: fake.env, resync });
    hub.start();
    const seen: string[] = [];
    hub.subscribe('DETAIL', 'btcusdt', (f) => f.type === 'DETAIL' && seen.push(f.data.close));
    fake.last().open();
    finishResync();
    await Promise.resolve();
    expect(hub.stale).toBe(false);

    fake.last().close();
    expect(hub.stale).toBe(true);
    const lostAt = fake.env.now();
    expect(hub.staleSince).toBe(lostAt);
    fake.advance(FIRST_RETRY_MS);
    fake.last().open();
    // Frames wait for the snapshot: nothing older than it is applied after it.
    fake.last().receive({ type: 'DETAIL', symbol: 'btcusdt', data: detail('150') });
    hub.applySnapshot('btcusdt', detail('149'));
    expect(hub.stale).toBe(true);
    finishResync();
    await Promise.resolve();
    await Promise.resolve();
    fake.paint();
    expect(seen).toEqual(['149', '150']);
    expect(hub.stale).toBe(false);
    // The first snapshot may be the boot's; the reconnection's must be taken after the loss.
    expect(resync.mock.calls).toEqual([[null], [lostAt]]);
  });

  it('survives frames that are not protocol: no throw, the socket stays open, prices keep their last good value', () => {
    fake.last().open();
    const seen: string[] = [];
    const candles: number[] = [];
    hub.subscribe('DETAIL', 'btcusdt', (f) => f.type === 'DETAIL' && seen.push(f.data.close));
    hub.subscribe('KLINE', 'btcusdt', (f) => f.type === 'KLINE' && candles.push(f.data.time), '1min');
    hub.subscribe('TRADE', 'btcusdt', () => undefined);
    fake.last().receive({ type: 'DETAIL', symbol: 'btcusdt', data: detail('101') });
    fake.paint();
    const bad: unknown[] = [
      '{"type":"DETAIL","symbol":"btcusdt","data":{"close":"1',
      '',
      '42',
      '"DETAIL"',
      [],
      { type: 'DETAIL', symbol: 'btcusdt', data: null },
      { type: 'DETAIL', symbol: 'btcusdt', data: { ...detail('1'), close: '9'.repeat(100_000) } },
      { type: 'DETAIL', symbol: 'btcusdt', data: { ...detail('1'), high24: { html: '<b>' } } },
      { type: 'KLINE', symbol: 'btcusdt', interval: '1min', data: null },
      { type: 'TRADE', symbol: 'btcusdt', data: { price: '1' } },
      { type: 'TRADE', symbol: 'btcusdt', data: [null] },
      { type: 'DEPTH', symbol: 'btcusdt', data: { bids: 'none' } },
      { type: 'PRICE', symbol: 'btcusdt', data: detail('5') },
      { type: '__proto__', symbol: 'btcusdt' },
    ];
    for (const frame of bad) expect(() => fake.last().receive(typeof frame === 'string' ? frame : JSON.stringify(frame))).not.toThrow();
    fake.paint();
    expect(hub.rejectedFrames).toBe(bad.length);
    expect(seen).toEqual(['101']);
    expect(hub.lastDetail('btcusdt')?.close).toBe('101');
    expect(candles).toEqual([]);
    expect(hub.status).toBe('open');
    expect(fake.sockets).toHaveLength(1);
    // The next good frame is applied as usual.
    fake.last().receive({ type: 'DETAIL', symbol: 'btcusdt', data: detail('102') });
    fake.paint();
    expect(seen).toEqual(['101', '102']);
  });

  it('subscribes once per live topic on each connection, however many drops in a row and listeners', () => {
    fake.last().open();
    for (const symbol of ['btcusdt', 'ethusdt']) {
      hub.subscribe('DETAIL', symbol, () => undefined);
      hub.subscribe('DETAIL', symbol, () => undefined);
    }
    const stopKline = hub.subscribe('KLINE', 'btcusdt', () => undefined, '1min');
    for (let drop = 0; drop < 4; drop++) {
      fake.last().close(1012);
      fake.advance(30_000);
      // A refused attempt in between, then the one that opens.
      fake.last().onerror?.();
      fake.advance(30_000);
      if (drop === 2) stopKline(); // a topic left while down is not said again
      fake.last().open();
      const subscribes = fake.last().sent.filter((f) => (f as { type: string }).type === 'subscribe');
      expect(subscribes).toEqual([
        { type: 'subscribe', channel: 'DETAIL', symbol: 'btcusdt' },
        { type: 'subscribe', channel: 'DETAIL', symbol: 'ethusdt' },
        ...(drop < 2 ? [{ type: 'subscribe', channel: 'KLINE', symbol: 'btcusdt', interval: '1min' }] : []),
      ]);
      expect(fake.last().sent.some((f) => (f as { type: string }).type === 'unsubscribe')).toBe(false);
    }
    expect(fake.sockets.filter((s) => s.readyState === 1)).toHaveLength(1);
  });

  it('gives a new listener the last price at once', () => {
    fake.last().open();
    hub.subscribe('DETAIL', 'btcusdt', () => undefined);
    fake.last().receive({ type: 'DETAIL', symbol: 'btcusdt', data: detail('123') });
    fake.paint();
    const late = vi.fn();
    hub.subscribe('DETAIL', 'btcusdt', late);
    expect(late).toHaveBeenCalledWith(expect.objectContaining({ data: expect.objectContaining({ close: '123' }) }));
  });
});
