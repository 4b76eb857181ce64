import { beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { resetData } from '../test/test-db.js';
import type { UpgradeAttempt } from './gate.js';
import { HUGE_FRAME_BYTES, MALFORMED_KINDS, malformedFrames } from './malformed-frames.js';
import { useTestApp } from '../test/use-test-app.js';

let base: string;
const t = useTestApp({
  setup: async () => {
    base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
  },
});
const c = t.client;
beforeEach(() => resetData(t.app));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A raw socket that keeps every text frame as received (the malformed ones are not JSON). */
class RawClient {
  readonly texts: string[] = [];
  readonly closed: Promise<number>;
  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => this.texts.push(data.toString()));
    this.closed = new Promise((resolve) => ws.once('close', (code) => resolve(code)));
  }

  static async open(path: string): Promise<RawClient> {
    const ws = new WebSocket(`${base}${path}`);
    const client = new RawClient(ws);
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    return client;
  }

  async until(count: number): Promise<void> {
    const deadline = Date.now() + 3000;
    while (this.texts.length < count) {
      if (Date.now() > deadline) throw new Error(`got ${this.texts.length} frames, waiting for ${count}`);
      await sleep(10);
    }
  }
}

async function signedInUserSocket(): Promise<RawClient> {
  const auth = await c.signIn('demo', 'demo1234');
  const info = await c.get<{ user: { userId: number } }>('/api/user/getInfo', auth);
  const before = (await c.get<{ userConnections: number }>('/api/__dev/ws-stats')).data.userConnections;
  const client = await RawClient.open(`/ws/coin/${info.data.user.userId}`);
  client.ws.send(JSON.stringify({ type: 'auth', token: auth.authorization }));
  const deadline = Date.now() + 3000;
  while ((await c.get<{ userConnections: number }>('/api/__dev/ws-stats')).data.userConnections <= before) {
    if (Date.now() > deadline) throw new Error('the user socket did not authenticate');
    await sleep(10);
  }
  return client;
}

const attempts = async (after = 0) => (await c.get<{ lastSeq: number; attempts: UpgradeAttempt[] }>(`/api/__dev/sockets/attempts?after=${after}`)).data;

describe('malformed frames', () => {
  it('are never protocol frames: every kind has frames for both sockets, huge is one frame of the stated size', () => {
    for (const kind of MALFORMED_KINDS) {
      for (const socket of ['market', 'user'] as const) expect(malformedFrames(kind, socket).length).toBeGreaterThan(0);
    }
    const [huge] = malformedFrames('huge', 'market');
    expect(huge!.length).toBeGreaterThan(HUGE_FRAME_BYTES);
    for (const text of malformedFrames('invalid-json', 'market')) expect(() => JSON.parse(text)).toThrow();
    for (const text of malformedFrames('wrong-shape', 'user')) expect(() => JSON.parse(text)).not.toThrow();
  });

  it('reach every open market and authenticated user socket as sent, and leave them open', async () => {
    const market = await RawClient.open(`/ws/${crypto.randomUUID()}`);
    const user = await signedInUserSocket();
    let expectedMarket = 0;
    let expectedUser = 0;
    for (const kind of MALFORMED_KINDS) {
      const sent = (await c.post<{ market: number; user: number; frames: number }>('/api/__dev/sockets/malformed', { kind })).data;
      expectedMarket += malformedFrames(kind, 'market').length;
      expectedUser += malformedFrames(kind, 'user').length;
      expect(sent).toEqual({ market: 1, user: 1, frames: malformedFrames(kind, 'market').length + malformedFrames(kind, 'user').length });
    }
    await market.until(expectedMarket);
    await user.until(expectedUser);
    expect(market.texts).toEqual(MALFORMED_KINDS.flatMap((kind) => malformedFrames(kind, 'market')));
    expect(user.texts.filter((text) => !text.includes('HEARTBEAT'))).toEqual(MALFORMED_KINDS.flatMap((kind) => malformedFrames(kind, 'user')));
    expect(market.ws.readyState).toBe(WebSocket.OPEN);
    expect(user.ws.readyState).toBe(WebSocket.OPEN);

    // One socket only when asked.
    expect((await c.post('/api/__dev/sockets/malformed', { kind: 'unknown-type', socket: 'market' })).data).toMatchObject({ market: 1, user: 0 });
    expect((await c.post('/api/__dev/sockets/malformed', { kind: 'bogus' })).code).toBe(400);
    market.ws.close();
    user.ws.close();
  });
});

describe('upgrade attempts and refusal', () => {
  it('logs every upgrade attempt on /ws/*, market or user, refused or not, in order', async () => {
    const { lastSeq } = await attempts();
    const open = await RawClient.open(`/ws/${crypto.randomUUID()}`);
    await c.post('/api/__dev/sockets/refuse', { refuse: true });
    await expect(RawClient.open('/ws/coin/1')).rejects.toThrow(/503/);
    const seen = await attempts(lastSeq);
    expect(seen.attempts.map(({ socket, refused }) => ({ socket, refused }))).toEqual([
      { socket: 'market', refused: false },
      { socket: 'user', refused: true },
    ]);
    expect(seen.attempts[1]!.at).toBeGreaterThanOrEqual(seen.attempts[0]!.at);
    expect(seen.lastSeq).toBe(lastSeq + 2);
    // The socket that was open stays open: refusing is about new ones.
    expect(open.ws.readyState).toBe(WebSocket.OPEN);
    open.ws.close();
  });

  it('in close mode accepts the upgrade and closes it at once with 1013, leaving no subscription behind', async () => {
    expect((await c.post('/api/__dev/sockets/refuse', { refuse: true, mode: 'close' })).data).toEqual({ refuse: true, mode: 'close' });
    const flapping = await RawClient.open(`/ws/${crypto.randomUUID()}`);
    flapping.ws.send(JSON.stringify({ type: 'subscribe', channel: 'DETAIL', symbol: 'btcusdt' }));
    expect(await flapping.closed).toBe(1013);
    const deadline = Date.now() + 3000;
    while ((await c.get<{ connections: number }>('/api/__dev/ws-stats')).data.connections > 0) {
      if (Date.now() > deadline) throw new Error('the closed socket is still attached');
      await sleep(10);
    }
    expect((await c.get<{ totalSubscriptions: number; refuseMode: string }>('/api/__dev/ws-stats')).data).toMatchObject({ totalSubscriptions: 0, refuseMode: 'close' });
    // A reset lets sockets back and returns to the default mode.
    await resetData(t.app);
    const back = await RawClient.open(`/ws/${crypto.randomUUID()}`);
    expect((await c.get<{ refusing: boolean; refuseMode: string }>('/api/__dev/ws-stats')).data).toMatchObject({ refusing: false, refuseMode: 'reject' });
    back.ws.close();
    expect((await c.post('/api/__dev/sockets/refuse', { refuse: true, mode: 'later' })).code).toBe(400);
  });
});
