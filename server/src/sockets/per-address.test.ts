import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { useTestApp } from '../test/use-test-app.js';
import { SOCKETS_PER_ADDRESS, TOO_MANY_SOCKETS } from './per-address.js';

let base: string;
const t = useTestApp({
  // The user sockets below never authenticate: they must not be closed for it while counted.
  app: { userSocketAuthMs: 60_000 },
  setup: async () => {
    base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
  },
});

/** What became of one upgrade: open (with its socket), or refused with the status and body of the answer. */
type Outcome = { open: WebSocket } | { status: number; body: string; retryAfter: string | undefined };

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

function connect(path: string, headers: Record<string, string> = {}): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base}${path}`, { headers });
    ws.once('open', () => {
      opened.push(ws);
      resolve({ open: ws });
    });
    ws.once('unexpected-response', (_request, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body, retryAfter: response.headers['retry-after'] }));
    });
    ws.once('error', reject);
  });
}

const market = () => `/ws/${crypto.randomUUID()}`;

describe('sockets per address', () => {
  it(`lets one address hold ${SOCKETS_PER_ADDRESS} sockets at once and refuses the rest of 300 with HTTP 429`, async () => {
    // Market and user sockets count together; all 300 asked for at once.
    const outcomes = await Promise.all(Array.from({ length: 300 }, (_, i) => connect(i % 2 ? market() : '/ws/coin/1')));
    const open = outcomes.filter((o) => 'open' in o);
    const refused = outcomes.filter((o) => !('open' in o));
    expect(open).toHaveLength(SOCKETS_PER_ADDRESS);
    expect(refused).toHaveLength(300 - SOCKETS_PER_ADDRESS);
    expect(new Set(refused.map((o) => JSON.stringify(o)))).toEqual(new Set([JSON.stringify({ status: 429, body: JSON.stringify({ code: 429, msg: TOO_MANY_SOCKETS }), retryAfter: '10' })]));

    // Another address is not affected (x-forwarded-for is trusted from loopback, as from the static host).
    expect(await connect(market(), { 'x-forwarded-for': '203.0.113.77' })).toHaveProperty('open');

    // A socket that closes gives its place back.
    await closed((open[0] as { open: WebSocket }).open);
    await expect.poll(async () => 'open' in (await connect(market()))).toBe(true);
    expect(await connect(market())).toMatchObject({ status: 429 });
  });

  it('gives back the places of refused and closed upgrades, so the count never drifts', async () => {
    // An address of its own: the sockets of the test before may still be closing.
    const from = { 'x-forwarded-for': '203.0.113.78' };
    const first = await Promise.all(Array.from({ length: SOCKETS_PER_ADDRESS }, () => connect(market(), from)));
    expect(first.every((o) => 'open' in o)).toBe(true);
    await Promise.all(opened.splice(0).map((ws) => closed(ws)));
    // An upgrade on a path with no socket is answered 404 and releases its place too.
    expect(await connect('/ws/coin/1/nothing', from)).toMatchObject({ status: 404 });
    await expect
      .poll(async () => {
        const again = await Promise.all(Array.from({ length: SOCKETS_PER_ADDRESS }, () => connect(market(), from)));
        const ok = again.every((o) => 'open' in o);
        await Promise.all(opened.splice(0).map((ws) => closed(ws)));
        return ok;
      })
      .toBe(true);
  });
});
