import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { useTestApp } from '../test/use-test-app.js';
import { CLOSE_TOO_MANY_SOCKETS, SOCKETS_PER_ADDRESS, TOO_MANY_SOCKETS } from './per-address.js';

let base: string;
const t = useTestApp({
  setup: async () => {
    base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
  },
});

const opened: WebSocket[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((ws) => closed(ws)));
});

function closed(ws: WebSocket): Promise<void> {
  if (ws.readyState === WebSocket.CLOSED) return Promise.resolve();
  return new Promise((resolve) => {
    ws.once('close', () => resolve());
    ws.close();
  });
}

/** What became of one socket: served, or closed by the server with a code and reason. */
type Outcome = { served: WebSocket } | { code: number; reason: string };

/**
 * A market socket that subscribes at once: served when the snapshot arrives; a refused one is
 * closed before its route could send anything, so one of the two always happens.
 */
function market(headers: Record<string, string> = {}): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base}/ws/${crypto.randomUUID()}`, { headers });
    opened.push(ws);
    ws.once('open', () => ws.send(JSON.stringify({ type: 'subscribe', channel: 'DETAIL', symbol: 'btcusdt' })));
    ws.once('message', () => resolve({ served: ws }));
    ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() }));
    ws.once('error', reject);
  });
}

/** A user socket: resolves with its close (code and reason) or, when it stays open, never. */
function userSocketClose(): Promise<{ code: number; reason: string }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base}/ws/coin/1`);
    opened.push(ws);
    ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() }));
    ws.once('error', reject);
  });
}

const REFUSED = { code: CLOSE_TOO_MANY_SOCKETS, reason: TOO_MANY_SOCKETS };

describe('sockets per address', () => {
  it(`serves ${SOCKETS_PER_ADDRESS} sockets of one address at once and closes the rest of 300 with ${CLOSE_TOO_MANY_SOCKETS}`, async () => {
    // All 300 asked for at once.
    const outcomes = await Promise.all(Array.from({ length: 300 }, () => market()));
    const served = outcomes.filter((o): o is { served: WebSocket } => 'served' in o);
    expect(served).toHaveLength(SOCKETS_PER_ADDRESS);
    expect(outcomes.filter((o) => !('served' in o))).toEqual(Array(300 - SOCKETS_PER_ADDRESS).fill(REFUSED));

    // Another address is not affected (x-forwarded-for is trusted from loopback, as from the static host).
    expect(await market({ 'x-forwarded-for': '203.0.113.77' })).toHaveProperty('served');

    // User sockets count against the same limit.
    expect(await userSocketClose()).toEqual(REFUSED);

    // A socket that closes gives its place back.
    await closed(served[0]!.served);
    await expect.poll(async () => 'served' in (await market())).toBe(true);
    expect(await market()).toEqual(REFUSED);
  });

  it('gives back the places of closed sockets and of upgrades that found no socket, so the count never drifts', async () => {
    // An address of its own: the sockets of the test before may still be closing.
    const from = { 'x-forwarded-for': '203.0.113.78' };
    const first = await Promise.all(Array.from({ length: SOCKETS_PER_ADDRESS }, () => market(from)));
    expect(first.every((o) => 'served' in o)).toBe(true);
    await Promise.all(opened.splice(0).map((ws) => closed(ws)));
    // An upgrade on a path with no socket is answered 404 and releases its place too.
    await expect(new Promise((resolve, reject) => new WebSocket(`${base}/ws/coin/1/nothing`, { headers: from }).once('open', resolve).once('error', reject))).rejects.toThrow(/404/);
    await expect
      .poll(async () => {
        const again = await Promise.all(Array.from({ length: SOCKETS_PER_ADDRESS }, () => market(from)));
        await Promise.all(opened.splice(0).map((ws) => closed(ws)));
        return again.every((o) => 'served' in o);
      })
      .toBe(true);
  });
});
