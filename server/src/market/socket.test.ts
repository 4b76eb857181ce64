import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ServerFrame } from '../contract.js';
import type { WsStats } from './hub.js';
import { useTestApp } from '../test/use-test-app.js';

let base: string;
const t = useTestApp({
  app: { heartbeatMs: 300 },
  setup: async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = address.replace(/^http/, 'ws');
  },
});

/** A real socket client that keeps every frame, for "next frame like this" and "no frame like this". */
class Client {
  readonly frames: ServerFrame[] = [];
  private waiters: (() => void)[] = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.frames.push(JSON.parse(data.toString()) as ServerFrame);
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  static async open(uuid: string = crypto.randomUUID()): Promise<Client> {
    const ws = new WebSocket(`${base}/ws/${uuid}`);
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    return new Client(ws);
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** The first frame after `from` (an index into frames) that matches. */
  async next(match: (f: ServerFrame) => boolean, from = 0, timeoutMs = 3000): Promise<ServerFrame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.frames.slice(from).find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no matching frame; got ${JSON.stringify(this.frames.slice(from)).slice(0, 300)}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  }

  async close(): Promise<void> {
    if (this.ws.readyState === WebSocket.CLOSED) return;
    await new Promise((resolve) => {
      this.ws.once('close', resolve);
      this.ws.close();
    });
  }
}

const tick = () => t.app.inject({ method: 'POST', url: '/api/__dev/market/tick' });
const stats = async () => (await t.app.inject({ method: 'GET', url: '/api/__dev/ws-stats' })).json<{ data: WsStats }>().data;
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));
const isDetail = (symbol: string) => (f: ServerFrame) => f.type === 'DETAIL' && f.symbol === symbol;

describe('market socket', () => {
  it('sends the current DETAIL at once on subscribe, then one on every tick', async () => {
    const client = await Client.open();
    client.send({ type: 'subscribe', channel: 'DETAIL', symbol: 'btcusdt' });
    const first = await client.next(isDetail('btcusdt'));
    expect(first).toEqual({
      type: 'DETAIL',
      symbol: 'btcusdt',
      data: {
        close: expect.stringMatching(/^\d+\.\d{2}$/),
        openPrice: expect.any(String),
        change: expect.any(String),
        priceChangePercent: expect.any(String),
        volume: expect.any(String),
        volume2: expect.any(String),
        volume24: expect.any(String),
        high24: expect.any(String),
        low24: expect.any(String),
        ts: expect.any(Number),
      },
    });
    const seen = client.frames.length;
    await tick();
    await client.next(isDetail('btcusdt'), seen);
    await client.close();
  });

  it('stops frames on unsubscribe', async () => {
    const client = await Client.open();
    client.send({ type: 'subscribe', channel: 'DETAIL', symbol: 'ethusdt' });
    await client.next(isDetail('ethusdt'));
    client.send({ type: 'unsubscribe', channel: 'DETAIL', symbol: 'ethusdt' });
    await settle();
    const seen = client.frames.length;
    await tick();
    await settle();
    expect(client.frames.slice(seen).filter(isDetail('ethusdt'))).toEqual([]);
    await client.close();
  });

  it('serves KLINE (1min by default, or a named interval) and TRADE', async () => {
    const client = await Client.open();
    client.send({ type: 'subscribe', channel: 'KLINE', symbol: 'solusdt' });
    client.send({ type: 'subscribe', channel: 'KLINE', symbol: 'solusdt', interval: '15min' });
    client.send({ type: 'subscribe', channel: 'TRADE', symbol: 'SOLUSDT' });
    const kline = await client.next((f) => f.type === 'KLINE' && f.interval === '1min');
    expect(kline).toMatchObject({ symbol: 'solusdt', data: { time: expect.any(Number), open: expect.any(String), volume: expect.any(String) } });
    await client.next((f) => f.type === 'KLINE' && f.interval === '15min');
    await client.next((f) => f.type === 'TRADE');
    const seen = client.frames.length;
    await tick();
    const trades = await client.next((f) => f.type === 'TRADE', seen);
    // A tick trades 1 to 3 times per symbol.
    expect(trades.type === 'TRADE' && trades.symbol).toBe('solusdt');
    const data = trades.type === 'TRADE' ? trades.data : [];
    expect(data.length).toBeGreaterThanOrEqual(1);
    expect(data.length).toBeLessThanOrEqual(3);
    for (const trade of data) expect(trade).toEqual({ id: expect.any(String), price: expect.any(String), amount: expect.any(String), direction: expect.stringMatching(/^(buy|sell)$/), ts: expect.any(Number) });
    await client.close();
  });

  it('ignores malformed frames without closing the socket, and counts them', async () => {
    const before = (await stats()).malformedFrames;
    const client = await Client.open();
    client.send('not json');
    client.send('[1,2,3]');
    client.send({ type: 'subscribe', channel: 'NOPE', symbol: 'btcusdt' });
    client.send({ type: 'subscribe', channel: 'DETAIL', symbol: 'nosuchcoin' });
    client.send({ type: 'subscribe', channel: 'KLINE', symbol: 'btcusdt', interval: '7min' });
    client.send({ type: 'dance' });
    client.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    await settle();
    expect(client.ws.readyState).toBe(WebSocket.OPEN);
    expect((await stats()).malformedFrames - before).toBe(7);
    client.send({ type: 'subscribe', channel: 'DETAIL', symbol: 'dogeusdt' });
    await client.next(isDetail('dogeusdt'));
    await client.close();
  });

  it('records ping and sends HEARTBEAT on its period', async () => {
    const client = await Client.open('pinger');
    await client.next((f) => f.type === 'HEARTBEAT');
    client.send({ type: 'ping' });
    await settle();
    const mine = (await stats()).perConnection.find((c) => c.uuid === 'pinger');
    expect(mine?.lastPingAt).toEqual(expect.any(Number));
    await client.close();
  });

  it('counts subscriptions per connection and per key, and duplicate subscribes', async () => {
    const a = await Client.open('conn-a');
    const b = await Client.open('conn-b');
    const subscribe = { type: 'subscribe', channel: 'DETAIL', symbol: 'xrpusdt' };
    a.send(subscribe);
    a.send(subscribe);
    b.send(subscribe);
    b.send({ type: 'subscribe', channel: 'TRADE', symbol: 'xrpusdt' });
    await settle();
    const s = await stats();
    expect(s.byKey['DETAIL:xrpusdt']).toBe(2);
    expect(s.byKey['TRADE:xrpusdt']).toBe(1);
    const byUuid = Object.fromEntries(s.perConnection.map((c) => [c.uuid, c]));
    expect(byUuid['conn-a']).toMatchObject({ subscriptions: ['DETAIL:xrpusdt'], duplicateSubscribes: 1 });
    expect(byUuid['conn-b']!.subscriptions).toHaveLength(2);

    // A duplicate subscribe still gets a snapshot; one unsubscribe ends the key for that connection.
    expect(a.frames.filter(isDetail('xrpusdt'))).toHaveLength(2);
    await a.close();
    await settle();
    const after = await stats();
    expect(after.byKey['DETAIL:xrpusdt']).toBe(1);
    expect(after.perConnection.map((c) => c.uuid)).not.toContain('conn-a');
    await b.close();
  });

  it('pushes a price set by hand at once', async () => {
    const client = await Client.open();
    client.send({ type: 'subscribe', channel: 'DETAIL', symbol: 'ltcusdt' });
    await client.next(isDetail('ltcusdt'));
    const seen = client.frames.length;
    await t.app.inject({ method: 'POST', url: '/api/__dev/market/price', payload: { symbol: 'ltcusdt', price: '99.5' } });
    const frame = await client.next(isDetail('ltcusdt'), seen);
    expect(frame.type === 'DETAIL' && frame.data.close).toBe('99.500');
    await client.close();
  });

  it('serves DEPTH: a snapshot at once, a frame on every tick, none after unsubscribe', async () => {
    const client = await Client.open('depth-client');
    client.send({ type: 'subscribe', channel: 'DEPTH', symbol: 'BNBUSDT' });
    const isDepth = (f: ServerFrame) => f.type === 'DEPTH' && f.symbol === 'bnbusdt';
    const first = await client.next(isDepth);
    if (first.type !== 'DEPTH') throw new Error('not a DEPTH frame');
    expect(first.data).toEqual({ bids: expect.any(Array), asks: expect.any(Array), ts: expect.any(Number) });
    expect(first.data.bids).toHaveLength(20);
    expect(first.data.asks).toHaveLength(20);
    expect(first.data.bids[0]).toEqual([expect.stringMatching(/^\d+\.\d{2}$/), expect.stringMatching(/^\d+\.\d{3}$/)]);
    expect((await stats()).byKey['DEPTH:bnbusdt']).toBe(1);
    expect((await stats()).perConnection.find((c) => c.uuid === 'depth-client')?.subscriptions).toEqual(['DEPTH:bnbusdt']);

    await t.app.inject({ method: 'POST', url: '/api/__dev/market/price', payload: { symbol: 'bnbusdt', price: '600' } });
    const moved = await client.next((f) => isDepth(f) && f.type === 'DEPTH' && f.data.bids[0]![0] === '599.94');
    expect(moved.type === 'DEPTH' && moved.data.asks[0]![0]).toBe('600.06');
    let seen = client.frames.length;
    await tick();
    await client.next(isDepth, seen);

    client.send({ type: 'unsubscribe', channel: 'DEPTH', symbol: 'bnbusdt' });
    await settle();
    expect((await stats()).byKey['DEPTH:bnbusdt']).toBeUndefined();
    seen = client.frames.length;
    await tick();
    await settle();
    expect(client.frames.slice(seen).filter(isDepth)).toEqual([]);
    await client.close();
  });

  it('serves KLINE for weeks and months, agreeing with the history call, and counts bad DEPTH frames as malformed', async () => {
    const before = (await stats()).malformedFrames;
    const client = await Client.open();
    client.send({ type: 'subscribe', channel: 'KLINE', symbol: 'adausdt', interval: '1week' });
    client.send({ type: 'subscribe', channel: 'KLINE', symbol: 'adausdt', interval: '1mon' });
    client.send({ type: 'subscribe', channel: 'DEPTH', symbol: 'nosuchcoin' });
    client.send({ type: 'subscribe', channel: 'DEPTH' });
    const week = await client.next((f) => f.type === 'KLINE' && f.interval === '1week');
    const month = await client.next((f) => f.type === 'KLINE' && f.interval === '1mon');
    if (week.type !== 'KLINE' || month.type !== 'KLINE') throw new Error('not KLINE frames');
    const monday = new Date(week.data.time);
    expect([monday.getUTCDay(), monday.getUTCHours(), monday.getUTCMinutes()]).toEqual([1, 0, 0]);
    expect(new Date(month.data.time).getUTCDate()).toBe(1);
    for (const [interval, frame] of [['1week', week], ['1mon', month]] as const) {
      const history = (await t.app.inject({ method: 'GET', url: `/api/market/kline?symbol=adausdt&interval=${interval}&size=3` })).json<{ data: unknown[] }>();
      expect(history.data.at(-1)).toEqual(frame.data);
    }
    const seen = client.frames.length;
    await tick();
    await client.next((f) => f.type === 'KLINE' && f.interval === '1mon', seen);
    await settle();
    expect((await stats()).malformedFrames - before).toBe(2);
    await client.close();
  });
});
