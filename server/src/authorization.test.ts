import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_TTL_MS } from './auth/sessions.js';
import type { RouteEntry } from './http/route-schemas.js';
import { MSG } from './http/reply.js';
import type { Headers } from './test/http.js';
import { useTestApp } from './test/use-test-app.js';

/**
 * Who may do what: every business route of the catalogue is called with no token, an expired
 * token and another tenant's token (all must be refused alike), and with the caller's token plus
 * another user's id in every place a client could put one (the answer must not change: the user
 * comes from the token only). Then another user's and another tenant's orders, by id.
 */
const t = useTestApp();
const c = t.client;
afterEach(async () => {
  await c.shiftClock(0);
});

const business = () => t.app.routeCatalogue.filter((r) => !r.websocket && r.url.startsWith('/api/') && !r.url.startsWith('/api/__dev/'));
/** Path parameters filled with 1 (a real row in most tables). */
const pathOf = (route: RouteEntry) => route.url.replace(/:[A-Za-z_]\w*/g, '1');
/** Routes that end the caller's session or change its secrets are left out of the replays. */
const SESSION_ENDING = /loginOut|Pwd|pwdSett/;

async function call(route: RouteEntry, headers: Headers, extra: Record<string, unknown> = {}) {
  const query = new URLSearchParams(Object.entries(extra).map(([k, v]): [string, string] => [k, String(v)])).toString();
  const url = pathOf(route) + (query ? `?${query}` : '');
  const response = await t.app.inject({
    method: route.method as 'GET',
    url,
    headers,
    ...(route.method === 'GET' ? {} : { payload: extra }),
  });
  return { status: response.statusCode, body: response.body };
}
/** harbor asks for the image captcha at sign-in: draw one and read its answer. */
async function signInHarbor(): Promise<Headers> {
  const harbor = { 'x-atrium-tenant': 'harbor' };
  await t.app.inject({ method: 'GET', url: '/api/user/easyGenerateCode?codeType=LOGIN&timestamp=1', headers: harbor });
  const { answer } = (await c.get<{ answer: string }>('/api/__dev/captcha?codeType=LOGIN', harbor)).data;
  const body = await c.post<{ satoken: string }>('/api/user/login', { signType: 3, loginName: 'demo', loginPassword: 'demo1234', code: answer }, harbor);
  expect(body.code, body.msg).toBe(200);
  return { ...harbor, authorization: body.data.satoken };
}
const saysToken = (answer: { body: string }) => answer.body.includes('"msg":"Token');

describe('authorization on every route', () => {
  it('refuses an expired token and another tenant’s token wherever no token is refused', { timeout: 120_000 }, async () => {
    const routes = business().filter((r) => !SESSION_ENDING.test(r.url));
    const tokenless = new Set<string>();
    for (const route of routes) if (saysToken(await call(route, {}))) tokenless.add(`${route.method} ${route.url}`);
    // Most of the API is signed-in only; the rest (settings, coins, notices, sign-in…) is public.
    expect(tokenless.size).toBeGreaterThan(60);

    // A harbor session sent to atrium (no tenant header: the default tenant).
    const { authorization } = await signInHarbor();
    const harborToken = { authorization: authorization! };
    const expiring = await c.signIn('demo', 'demo1234');
    // Still valid a minute before the end of its lifetime.
    await c.shiftClock(SESSION_TTL_MS - 60_000);
    expect((await c.get('/api/user/getInfo', expiring)).code).toBe(200);
    await c.shiftClock(SESSION_TTL_MS + 1_000);
    const mismatches: string[] = [];
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      for (const [who, headers] of [
        ['expired', expiring],
        ['other tenant', harborToken],
      ] as const) {
        if (saysToken(await call(route, headers)) !== tokenless.has(key)) mismatches.push(`${key} (${who})`);
      }
    }
    expect(mismatches).toEqual([]);
    expect((await c.get('/api/user/getInfo', expiring)).msg).toBe(MSG.tokenInvalid);
  });

  it('takes the user from the token: another user’s id in the query or body changes no read', { timeout: 120_000 }, async () => {
    const demo = await c.signIn('demo', 'demo1234');
    const [frozen] = await t.db.query<{ id: number }>("SELECT id FROM users WHERE tenant = 'atrium' AND login_name = 'frozen'");
    const foreign = { userId: frozen!.id, uid: frozen!.id, user_id: frozen!.id, loginName: 'frozen', tenant: 'harbor' };
    // Reads only: a GET answers the same twice unless the client-sent ids were read.
    const reads = business().filter((r) => r.method === 'GET' && !r.url.includes(':'));
    const differences: string[] = [];
    let compared = 0;
    for (const route of reads) {
      const plain = await call(route, demo);
      const spoofed = await call(route, { ...demo, 'x-user-id': String(frozen!.id) }, foreign);
      // Captchas, prices and nonces differ call to call; only JSON answers with a user's data compare.
      if (!plain.body.startsWith('{') || /easyGenerateCode|walletNonce|getCurrencyPrice|getCoinList|Mt5/.test(route.url)) continue;
      compared++;
      if (plain.body !== spoofed.body) differences.push(route.url);
    }
    expect(differences).toEqual([]);
    expect(compared).toBeGreaterThan(30);
  });
});

describe("another user's and another tenant's orders", () => {
  it('are not found, not cancelled and not shown', async () => {
    const demo = await c.signIn('demo', 'demo1234');
    const registered = await c.post('/api/user/register', { signType: 3, loginName: 'stranger1', loginPassword: 'secret1' });
    expect(registered.code).toBe(200);
    const stranger = await c.signIn('stranger1', 'secret1');
    const harborDemo = await signInHarbor();

    // demo's orders: a spot limit buy far below the market, a contract limit order, a deposit claim.
    expect((await c.post('/api/asset/transferFunds', { coin: 'usdt', amount: '500', from: 'funding', to: 'spot' }, demo)).code).toBe(200);
    expect((await c.post('/api/asset/transferFunds', { coin: 'usdt', amount: '500', from: 'funding', to: 'contract' }, demo)).code).toBe(200);
    const spot = await c.post<{ id: number }>('/api/currency/order/submit', { symbol: 'btcusdt', side: 'buy', type: 'limit', price: '1000', amount: '0.01' }, demo);
    expect(spot.code, spot.msg).toBe(200);
    const contract = await c.post<{ id: number }>(
      '/api/contract/order/submit',
      { symbol: 'btcusdt', direction: 'long', type: 'limit', price: '1000', amount: '100', leverage: 10 },
      demo,
    );
    expect(contract.code, contract.msg).toBe(200);
    const deposit = await c.post<{ id: number }>('/api/recharge/submit', { coin: 'usdt', chain: 'TRC20', amount: '100' }, demo);
    expect(deposit.code, deposit.msg).toBe(200);
    const withdrawals = await c.get<never>('/api/withdraw/list', demo);
    const withdrawalId = (withdrawals as unknown as { rows: { id: number }[] }).rows[0]!.id;

    for (const other of [stranger, harborDemo]) {
      const cancelSpot = await c.post('/api/currency/order/cancelOrder', { id: spot.data.id }, other);
      const cancelContract = await c.post('/api/contract/order/canCelOrder', { id: contract.data.id }, other);
      const depositDetail = await c.get(`/api/recharge/${deposit.data.id}`, other);
      const withdrawalDetail = await c.get(`/api/withdraw/detail?id=${withdrawalId}`, other);
      for (const answer of [cancelSpot, cancelContract, depositDetail, withdrawalDetail]) {
        expect(answer.code).toBe(500);
        expect(answer.msg).toMatch(/not found/i);
      }
    }
    // Still demo's, still pending.
    expect((await c.post('/api/currency/order/cancelOrder', { id: spot.data.id }, demo)).code).toBe(200);
    expect((await c.post('/api/contract/order/canCelOrder', { id: contract.data.id }, demo)).code).toBe(200);
    expect((await c.get(`/api/recharge/${deposit.data.id}`, demo)).code).toBe(200);
  });
});
