import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { Headers } from '../test/http.js';
import { useTestApp } from '../test/use-test-app.js';
import { patchSettings } from '../tenants/tenant-store.js';
import { DERIVATION_TIMED_OUT, DERIVATION_UNAVAILABLE } from './deposit-address-service.js';

/** Deposit addresses from the tenant's configuration (issue 21): deposit-addresses.ts. */

const t = useTestApp();
const c = t.client;

const TRON = 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL';
const ETH = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';

interface AddressAnswer {
  code: number;
  msg: string;
  data: Record<string, string>;
  demo?: boolean;
}

let serial = 0;
async function newUser(): Promise<{ userId: number; auth: Headers }> {
  const loginName = `depositor_${++serial}`;
  await c.post('/api/user/register', { signType: 3, loginName, loginPassword: 'secret1' });
  const [user] = await t.db.query<{ id: number }>("SELECT id FROM users WHERE tenant = 'atrium' AND login_name = $1", [loginName]);
  return { userId: user!.id, auth: await c.signIn(loginName, 'secret1') };
}

const addressOf = async (auth: Headers, coin = 'usdt', chain = 'TRC20') =>
  (await c.get(`/api/recharge/getAdress?coin=${coin}&symbol=${chain}`, auth)) as unknown as AddressAnswer;
const configure = (config: object | null) => t.db.query("UPDATE tenants SET deposit_config = $1::jsonb WHERE name = 'atrium'", [config && JSON.stringify(config)]);

afterEach(async () => {
  await configure(null);
  await patchSettings(t.db, 'atrium', { demo: true });
});

describe('built-in addresses', () => {
  it('are answered with demo: true where the tenant configures none', async () => {
    const who = await newUser();
    const answer = await addressOf(who.auth);
    expect(answer).toMatchObject({ code: 200, demo: true });
    expect(answer.data.usdt).toMatch(/^T/);
  });
});

describe("the operator's addresses", () => {
  it('answers the configured address per coin and chain, without demo; other chains stay demo', async () => {
    const who = await newUser();
    await configure({ addresses: { usdt: { TRC20: TRON, ERC20: ETH.toLowerCase() } } });
    expect(await addressOf(who.auth)).toEqual({ code: 200, msg: 'ok', data: { usdt: TRON } });
    // Stored checksummed, like every EVM address this server answers.
    expect((await addressOf(who.auth, 'usdt', 'ERC20')).data.usdt).toBe(ETH);
    expect(await addressOf(who.auth, 'usdt', 'BEP20')).toMatchObject({ code: 200, demo: true });
  });

  it('refuses an address that is not one of its chain, rather than show it', async () => {
    const who = await newUser();
    await configure({ addresses: { usdt: { TRC20: ETH } } });
    expect(await addressOf(who.auth)).toEqual({ code: 500, msg: 'Deposits are misconfigured for this platform; please contact support' });
  });
});

describe("the operator's derivation service", () => {
  type Handler = (body: unknown, res: ServerResponse) => void;
  let handler: Handler = () => undefined;
  const received: unknown[] = [];
  let server: Server;
  let url = '';
  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        const body = JSON.parse(raw) as unknown;
        received.push(body);
        handler(body, res);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/derive`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  const answer = (status: number, body: object) => (_: unknown, res: ServerResponse) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  it("POSTs {tenant, userId, coin, chain} and answers the service's address, without demo", async () => {
    const who = await newUser();
    handler = answer(200, { address: TRON });
    await configure({ derivation: { url } });
    received.length = 0;
    expect(await addressOf(who.auth)).toEqual({ code: 200, msg: 'ok', data: { usdt: TRON } });
    expect(received).toEqual([{ tenant: 'atrium', userId: who.userId, coin: 'usdt', chain: 'TRC20' }]);
  });

  it('prefers an address configured for the coin and chain to the service', async () => {
    const who = await newUser();
    handler = answer(200, { address: TRON });
    await configure({ addresses: { usdt: { ERC20: ETH } }, derivation: { url } });
    received.length = 0;
    expect((await addressOf(who.auth, 'usdt', 'ERC20')).data.usdt).toBe(ETH);
    expect(received).toEqual([]);
  });

  it('answers a clear error when the service is late, fails, or answers something that is not an address', async () => {
    const who = await newUser();
    await configure({ derivation: { url, timeoutMs: 150 } });
    handler = () => undefined; // never answers
    expect(await addressOf(who.auth)).toEqual({ code: 500, msg: DERIVATION_TIMED_OUT });
    handler = answer(503, { error: 'down' });
    expect(await addressOf(who.auth)).toEqual({ code: 500, msg: DERIVATION_UNAVAILABLE });
    handler = answer(200, { address: ETH }); // not a TRC20 address
    expect(await addressOf(who.auth)).toEqual({ code: 500, msg: DERIVATION_UNAVAILABLE });
    await configure({ derivation: { url: 'http://127.0.0.1:1/derive' } }); // nothing listens
    expect(await addressOf(who.auth)).toEqual({ code: 500, msg: DERIVATION_UNAVAILABLE });
  });
});

describe('in production', () => {
  let production: FastifyInstance;
  beforeAll(async () => {
    production = await buildApp({ db: t.db, mode: 'production', market: { autoStart: false, historyMinutes: 10 } });
    await production.ready();
  });
  afterAll(() => production.close());
  const fromProduction = async (auth: Headers) =>
    (await production.inject({ method: 'GET', url: '/api/recharge/getAdress?coin=usdt&symbol=TRC20', headers: auth })).json<AddressAnswer>();

  it('refuses the built-in addresses to a tenant not marked demo, and answers them with demo: true to one that is', async () => {
    const who = await newUser();
    expect(await fromProduction(who.auth)).toMatchObject({ code: 200, demo: true });
    await patchSettings(t.db, 'atrium', { demo: false });
    expect(await fromProduction(who.auth)).toEqual({ code: 500, msg: 'Deposits of USDT on TRC20 are not available: no deposit address is configured' });
    await configure({ addresses: { usdt: { TRC20: TRON } } });
    expect(await fromProduction(who.auth)).toEqual({ code: 200, msg: 'ok', data: { usdt: TRON } });
  });
});
