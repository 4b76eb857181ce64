import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MarketHub, RECONNECT_DELAY_MS } from './market-hub';

/** A WebSocket stand-in the test drives by hand. */
class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
    this.onclose?.();
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) });
  }
}

const detail = (close: string) => ({ close, openPrice: '100', change: '0', priceChangePercent: '0', volume: '1', volume2: '1', volume24: '1', high24: close, low24: close, ts: 1 });

let hub: MarketHub;
beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.all = [];
  hub = new MarketHub(() => 'ws://x/ws/1', (url) => new FakeSocket(url) as unknown as WebSocket);
  hub.start();
});

const socket = () => FakeSocket.all.at(-1)!;

describe('the market hub', () => {
  it('queues subscriptions until the socket opens', () => {
    hub.subscribe('DETAIL', 'btcusdt', () => undefined);
    expect(socket().sent).toEqual([]);
    socket().open();
    expect(socket().sent).toEqual([{ type: 'subscribe', channel: 'DETAIL', symbol: 'btcusdt' }]);
  });

  it('subscribes once per topic however many listeners, and unsubscribes with the last', () => {
    socket().open();
    const a = hub.subscribe('DETAIL', 'btcusdt', () => undefined);
    const b = hub.subscribe('DETAIL', 'btcusdt', () => undefined);
    expect(socket().sent).toHaveLength(1);
    a();
    expect(socket().sent).toHaveLength(1);
    b();
    expect(socket().sent.at(-1)).toEqual({ type: 'unsubscribe', channel: 'DETAIL', symbol: 'btcusdt' });
    expect(hub.liveTopics()).toEqual({});
  });

  it('delivers frames to the topic listeners and skips malformed ones', () => {
    socket().open();
    const seen: string[] = [];
    hub.subscribe('DETAIL', 'btcusdt', (f) => f.type === 'DETAIL' && seen.push(f.data.close));
    socket().receive('{not json');
    socket().receive({ type: 'DETAIL', symbol: 'ethusdt', data: detail('5') });
    socket().receive({ type: 'DETAIL', symbol: 'btcusdt', data: detail('101') });
    expect(seen).toEqual(['101']);
    expect(hub.lastDetail('btcusdt')?.close).toBe('101');
  });

  it('drops price updates whose close or open is not above 0 (spec §5)', () => {
    socket().open();
    const seen: string[] = [];
    hub.subscribe('DETAIL', 'btcusdt', (f) => f.type === 'DETAIL' && seen.push(f.data.close));
    socket().receive({ type: 'DETAIL', symbol: 'btcusdt', data: detail('0') });
    expect(seen).toEqual([]);
  });

  it('answers a heartbeat with ping', () => {
    socket().open();
    socket().receive({ type: 'HEARTBEAT', ts: 1 });
    expect(socket().sent).toEqual([{ type: 'ping' }]);
  });

  it('reconnects 3 s after a close and subscribes again to every live topic, once', () => {
    socket().open();
    hub.subscribe('DETAIL', 'btcusdt', () => undefined);
    hub.subscribe('KLINE', 'btcusdt', () => undefined, '1min');
    const first = socket();
    first.close();
    expect(hub.status).toBe('closed');
    vi.advanceTimersByTime(RECONNECT_DELAY_MS - 1);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    socket().open();
    expect(socket().sent).toEqual([
      { type: 'subscribe', channel: 'DETAIL', symbol: 'btcusdt' },
      { type: 'subscribe', channel: 'KLINE', symbol: 'btcusdt', interval: '1min' },
    ]);
    expect(hub.status).toBe('open');
  });

  it('gives a new listener the last price at once', () => {
    socket().open();
    hub.subscribe('DETAIL', 'btcusdt', () => undefined);
    socket().receive({ type: 'DETAIL', symbol: 'btcusdt', data: detail('123') });
    const late = vi.fn();
    hub.subscribe('DETAIL', 'btcusdt', late);
    expect(late).toHaveBeenCalledWith(expect.objectContaining({ data: expect.objectContaining({ close: '123' }) }));
  });
});
