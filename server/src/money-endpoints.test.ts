import { methodOf, MONEY_ENDPOINTS, type MoneyEndpoint } from '@atrium/api/money-endpoints';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import type { ContractOrder, FinanceProduct, LoanProduct, Launch, LossSetting, NftItem, Period, SwapQuote, UplanProduct } from './contract.js';
import { runSubmit } from './funds/idempotency.js';
import { post, systemAccount, userAccount } from './funds/ledger.js';
import { moneyRoute, registerMoneyRouteChecks } from './http/money-route.js';
import { asSettlement } from './http/money-scope.js';
import { ok } from './http/reply.js';
import type { Headers } from './test/http.js';
import { useTestApp } from './test/use-test-app.js';

/**
 * The money list (packages/api/src/money-endpoints.ts) on the server: the routes registered as
 * money routes are the list's, the start refuses any other, and the ledger and runSubmit refuse a
 * route off the list. Then every endpoint of the list, table-driven: each entry has a fixture that
 * makes a request it would answer with success (creating what it needs first: a position to
 * close, a card to remove). An entry without a fixture fails here, so a new one is covered as soon
 * as it is listed.
 */

const t = useTestApp({
  checkBooks: true,
  setup: async () => {
    for (const [symbol, price] of [['btcusdt', '50000'], ['ethusdt', '2500']]) await c.post('/api/__dev/market/price', { symbol, price });
  },
});
const c = t.client;

const listed = MONEY_ENDPOINTS.map((entry) => `${methodOf(entry)} /api${entry.path}`);

/** A second app on the test file's database (migrated and seeded already), with `extra` registered (a failure in it rejects). */
const opened: FastifyInstance[] = [];
async function appWith(extra: (api: FastifyInstance, app: FastifyInstance) => void): Promise<FastifyInstance> {
  const app = await buildApp({ db: t.db, mode: 'development', market: { autoStart: false, historyMinutes: 10 } });
  opened.push(app);
  await app.register(async (api) => extra(api, app));
  return app;
}
afterEach(async () => {
  for (const app of opened.splice(0)) await app.close();
});

const journals = async () => Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM ledger_journal'))[0]!.n);
/** 1 USDT from the outside world into the demo user's funding account. */
const credit = async (tx: Parameters<typeof post>[0], now = Date.now()) => {
  const [demo] = await tx.query<{ id: number }>("SELECT id FROM users WHERE tenant = 'atrium' AND login_name = 'demo'");
  return post(tx, {
    tenant: 'atrium',
    kind: 'adjustment',
    now,
    legs: [
      { account: systemAccount('atrium', 'usdt', 'external'), amount: '-1' },
      { account: userAccount('atrium', demo!.id, 'usdt'), amount: '1' },
    ],
  });
};

describe('the money list on the server', () => {
  it('registers every entry of the list as a money route, and no other route as one', () => {
    expect([...t.app.moneyRoutes].sort()).toEqual([...listed].sort());
    // Each is one of the app's routes, as the catalogue (every route registered) has it.
    const catalogue = new Set(t.app.routeCatalogue.map((route) => `${route.method} ${route.url}`));
    expect(listed.filter((key) => !catalogue.has(key))).toEqual([]);
  });

  it('refuses to start with a money route that is not on the list', async () => {
    await expect(appWith((api, { atrium }) => moneyRoute(api, atrium, '/api/asset/sweepFunds', async () => ok(null)))).rejects.toThrow(
      'POST /api/asset/sweepFunds is registered as a money route but is not on the money list',
    );
  });

  it('refuses to start with a route that claims to be a money route without the helper', async () => {
    await expect(appWith((api) => api.post('/api/withdraw/submit2', { config: { moneyRoute: true } }, async () => ok(null)))).rejects.toThrow(
      'POST /api/withdraw/submit2 says it is a money route but was not registered with moneyRoute',
    );
  });

  it('refuses to start when an entry of the list is not registered with the helper', async () => {
    const app = Fastify();
    opened.push(app);
    registerMoneyRouteChecks(app);
    moneyRoute(app, t.app.atrium, '/api/nft/buy', async () => ok(null));
    const error = await app.ready().then(() => undefined, (e: unknown) => e as Error);
    expect(error?.message).toMatch(/^Money endpoints not registered with moneyRoute: POST \/api\/asset\/transferFunds, /);
    expect(error?.message).not.toContain('/api/nft/buy');
  });

  it('refuses the ledger and runSubmit to a route that is not on the list: a 500, nothing written', async () => {
    const app = await appWith((api, { atrium }) => {
      api.post('/api/plain/credit', async () => ok(await atrium.db.transaction((tx) => credit(tx))));
      api.post('/api/plain/submit', async (request, reply) =>
        ok(await runSubmit({ db: atrium.db, request, reply, tenant: 'atrium', userId: 1, endpoint: 'x', fingerprint: {}, now: Date.now() }, async () => 1)),
      );
      // A read that pays what is due first says so: the settlement may post.
      api.post('/api/plain/settle', async () => ok(await asSettlement(() => atrium.db.transaction((tx) => credit(tx)))));
    });
    await app.ready();
    const before = await journals();
    for (const url of ['/api/plain/credit', '/api/plain/submit']) {
      const response = await app.inject({ method: 'POST', url, payload: {}, headers: { 'idempotency-key': `plain-${url}` } });
      expect([url, response.statusCode, response.json()]).toEqual([url, 500, { code: 500, msg: 'System error' }]);
    }
    expect(await journals()).toBe(before);
    expect(await t.db.query("SELECT key FROM idempotency_keys WHERE key LIKE 'plain-%'")).toEqual([]);
    expect((await app.inject({ method: 'POST', url: '/api/plain/settle', payload: {} })).json()).toMatchObject({ code: 200 });
    // Outside a request (a timer, the seed) the ledger is open as ever.
    await t.db.transaction((tx) => credit(tx));
    expect(await journals()).toBe(before + 2);
  });

  it('lets a development hook post (it sets tests up, and production has none)', async () => {
    const before = await journals();
    expect((await c.post('/api/__dev/credit', { loginName: 'demo', coin: 'usdt', amount: '1' })).code).toBe(200);
    expect(await journals()).toBe(before + 1);
  });
});

interface User {
  loginName: string;
  auth: Headers;
}

const FUND_PASSWORD = 'fundpass1';
const TRON_ADDRESS = 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL';
const ETH_ADDRESS = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
/** A card with a number of its own (a user saves a number once): 16 digits, the last the Luhn check digit. */
let cards = 0;
function newCard() {
  const body = `4${String(++cards).padStart(14, '0')}`;
  const sum = [...body].reverse().reduce((total, digit, i) => {
    const doubled = Number(digit) * (i % 2 === 0 ? 2 : 1);
    return total + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  return { holderName: 'Ada Lovelace', bankName: 'Bank of Atrium', branch: 'Main Street', cardNumber: `${body}${(10 - (sum % 10)) % 10}` };
}

let serial = 0;
/** A new account, signed in: funded in every account it trades from, with a fund password unless told. */
async function newUser({ fundPassword = true } = {}): Promise<User> {
  const loginName = `money_${++serial}`;
  const registered = await c.post('/api/user/register', { signType: 3, loginName, loginPassword: 'secret1' });
  if (registered.code !== 200) throw new Error(registered.msg);
  const credits = [
    { coin: 'usdt', amount: '100000' },
    { coin: 'btc', amount: '10' },
    { coin: 'usdt', amount: '10000', account: 'contract' },
    { coin: 'usdt', amount: '10000', account: 'spot' },
  ];
  for (const credit of credits) await expectOk(c.post('/api/__dev/credit', { loginName, ...credit }));
  const auth = await c.signIn(loginName, 'secret1');
  if (fundPassword) await expectOk(c.post('/api/user/pwdSett', { pwd: FUND_PASSWORD }, auth));
  return { loginName, auth };
}

async function expectOk<T>(call: Promise<{ code: number; msg: string; data: T }>): Promise<T> {
  const body = await call;
  if (body.code !== 200) throw new Error(`fixture step failed: ${body.msg}`);
  return body.data;
}

interface Call {
  /** The concrete URL (the entry's path, its :id filled in). */
  url: string;
  body: object;
}

interface Fixture {
  /** The request, after making what it acts on (as the user, while the account is active). */
  make(who: User): Promise<Call | Omit<Call, 'url'>>;
  /** The replay runs it for a new user (it changes the user's fund password, or needs none set). */
  ownUser?: { fundPassword: boolean };
}

const contractOrder = (who: User, fields: object = {}) =>
  expectOk(c.post<ContractOrder>('/api/contract/order/submit', { symbol: 'btcusdt', direction: 'long', type: 'market', amount: '100', leverage: 10, ...fields }, who.auth));
/** A position of its own: one per symbol, direction and leverage, so each fixture takes a pair not used yet. */
const POSITION_KEYS = [1, 2, 3, 5, 20, 50, 100].flatMap((leverage) => [{ direction: 'long', leverage }, { direction: 'short', leverage }]);
let positions = 0;
const nextPositionKey = () => POSITION_KEYS[positions++ % POSITION_KEYS.length]!;
const openPosition = async (who: User) => (await contractOrder(who, nextPositionKey())).positionId!;
/** A position and a take-profit / stop-loss on the right side of the price (50000) for its direction. */
async function openWithExits(who: User) {
  const key = nextPositionKey();
  const positionId = (await contractOrder(who, key)).positionId!;
  const [above, below] = ['60000', '40000'];
  return key.direction === 'long' ? { positionId, takeProfit: above, stopLoss: below } : { positionId, takeProfit: below, stopLoss: above };
}
const savedCard = async (who: User) => (await expectOk(c.post<{ id: number }>('/api/userBank/save', newCard(), who.auth))).id;
const product = async (days: number) => (await c.get<FinanceProduct[]>('/api/financial/list?kind=financial')).data.find((p) => p.days === days && p.vipLevel === 0)!;
const loanProduct = async () => (await c.get<LoanProduct[]>('/api/loan/products')).data.find((p) => p.days === 30)!;
const starterPlan = async () =>
  ((await c.get('/api/uplanProduct/list?pageNum=1&pageSize=99')) as unknown as { rows: UplanProduct[] }).rows.find((p) => p.title === 'Starter Plan')!;
/** The house's cheapest listed NFT (each buy takes one off sale). */
async function houseItem(): Promise<NftItem> {
  const page = await t.app.inject({ method: 'GET', url: '/api/nft/items?pageNum=1&pageSize=100&listedOnly=true&sort=price_asc' });
  return page.json<{ rows: NftItem[] }>().rows.find((item) => item.owner === 'Atrium Studio')!;
}
async function ownedItem(who: User): Promise<number> {
  const item = await houseItem();
  await expectOk(c.post('/api/nft/buy', { itemId: item.id, price: item.price }, who.auth));
  return item.id;
}

const FIXTURES: Record<string, Fixture> = {
  'POST /asset/transferFunds': { make: async () => ({ body: { coin: 'usdt', amount: '1', from: 'funding', to: 'spot' } }) },
  'POST /texchange/currencyExchange': {
    make: async (who) => {
      const quote = await expectOk(c.post<SwapQuote>('/api/texchange/quote', { from: 'usdt', to: 'btc', amount: '100' }, who.auth));
      return { body: { from: 'usdt', to: 'btc', amount: '100', quoteId: quote.quoteId, minReceived: quote.receive } };
    },
  },
  'POST /recharge/submit': { make: async () => ({ body: { coin: 'usdt', chain: 'TRC20', amount: '100' } }) },
  'POST /withdraw/submit': { make: async () => ({ body: { coin: 'usdt', chain: 'TRC20', address: TRON_ADDRESS, amount: '20', pwd: FUND_PASSWORD } }) },
  'POST /withdraw/saveCacheAddress': { make: async () => ({ body: { coin: 'usdt', chain: 'TRC20', address: TRON_ADDRESS, label: 'Cold wallet' } }) },
  'POST /withdraw/removeAddress': {
    make: async (who) => {
      const saved = await expectOk(c.post<{ id: number }>('/api/withdraw/saveCacheAddress', { coin: 'usdt', chain: 'ERC20', address: ETH_ADDRESS, label: 'Old' }, who.auth));
      return { body: { id: saved.id } };
    },
  },
  'POST /userBank/save': { make: async () => ({ body: newCard() }) },
  'POST /userBank/update': { make: async (who) => ({ body: { id: await savedCard(who), ...newCard(), branch: 'Harbour Road' } }) },
  'POST /userBank/remove/:id': { make: async (who) => ({ url: `/api/userBank/remove/${await savedCard(who)}`, body: {} }) },
  'DELETE /userBank/:id': { make: async (who) => ({ url: `/api/userBank/${await savedCard(who)}`, body: {} }) },
  'POST /user/pwdSett': { make: async () => ({ body: { pwd: FUND_PASSWORD } }), ownUser: { fundPassword: false } },
  'POST /user/tardPwdSet': { make: async () => ({ body: { oldPwd: FUND_PASSWORD, pwd: 'fundpass2' } }), ownUser: { fundPassword: true } },
  'POST /user/updatePwd': { make: async () => ({ body: { oldPwd: FUND_PASSWORD, newPwd: 'fundpass2', signType: 2 } }), ownUser: { fundPassword: true } },
  'POST /contract/order/submit': { make: async () => ({ body: { symbol: 'btcusdt', direction: 'long', type: 'market', amount: '100', leverage: 10 } }) },
  'POST /contract/order/canCelOrder': { make: async (who) => ({ body: { id: (await contractOrder(who, { type: 'limit', price: '40000' })).id } }) },
  'POST /contract/stopPosition': { make: async (who) => ({ body: { id: await openPosition(who) } }) },
  'POST /contract/stopOrder': { make: async (who) => ({ body: { id: (await contractOrder(who, nextPositionKey())).id } }) },
  'POST /contract/adjustPositionMargn': { make: async (who) => ({ body: { id: await openPosition(who), money: '10' } }) },
  'POST /contract/adjustPositionAmout': { make: async (who) => ({ body: { id: await openPosition(who), money: '10' } }) },
  // flag 2, the share it closes (flag 1 adds, which a frozen account may not).
  'POST /contract/adjustAmount': { make: async (who) => ({ body: { id: await openPosition(who), money: '50', flag: 2 } }) },
  'POST /contract/loss/sett': { make: async (who) => ({ body: await openWithExits(who) }) },
  'POST /contract/loss/cancel': {
    make: async (who) => {
      const setting = await expectOk(c.post<LossSetting>('/api/contract/loss/sett', await openWithExits(who), who.auth));
      return { body: { id: setting.id } };
    },
  },
  'POST /secondContractOrder/createSecondContractOrder': {
    make: async () => {
      const periodId = (await c.post<Period[]>('/api/period/list', { symbol: 'btcusdt' })).data[0]!.id;
      return { body: { symbol: 'btcusdt', periodId, direction: 'up', amount: '100' } };
    },
  },
  'POST /currency/order/submit': { make: async () => ({ body: { symbol: 'btcusdt', side: 'buy', type: 'market', amount: '0.001' } }) },
  'POST /currency/order/cancelOrder': {
    make: async (who) => {
      const order = await expectOk(
        c.post<{ id: number }>('/api/currency/order/submit', { symbol: 'btcusdt', side: 'buy', type: 'limit', price: '40000', amount: '0.001' }, who.auth),
      );
      return { body: { id: order.id } };
    },
  },
  'POST /uplanOrder/createOrder': { make: async () => ({ body: { planId: (await starterPlan()).id, alreadyAmount: '100' } }) },
  'POST /uplanOrder/appendOrder': {
    make: async (who) => {
      const order = await expectOk(c.post<{ id: number }>('/api/uplanOrder/createOrder', { planId: (await starterPlan()).id, alreadyAmount: '100' }, who.auth));
      return { body: { id: order.id, alreadyAmount: '100' } };
    },
  },
  'POST /uplanOrder/endOrder': {
    make: async (who) => {
      const order = await expectOk(c.post<{ id: number }>('/api/uplanOrder/createOrder', { planId: (await starterPlan()).id, alreadyAmount: '100' }, who.auth));
      // Overdue without moving the file's clock: reviewed its days ago, every day paid, not full.
      await t.db.query('UPDATE uplan_orders SET review_status = 1, review_time = $2, accrued_days = days, order_status = 2 WHERE id = $1', [
        order.id,
        Date.now() - 30 * 86_400_000,
      ]);
      return { body: { id: order.id } };
    },
  },
  'POST /financial/buy': { make: async () => ({ body: { productId: (await product(0)).id, amount: '100' } }) },
  'POST /financial/redeem': {
    make: async (who) => {
      const order = await expectOk(c.post<{ id: number }>('/api/financial/buy', { productId: (await product(0)).id, amount: '100' }, who.auth));
      return { body: { id: order.id } };
    },
  },
  'POST /apiDefi/join': { make: async () => ({ body: { amount: '100' } }) },
  'POST /apiDefi/redeem': { make: async (who) => ({ body: { id: (await expectOk(c.post<{ id: number }>('/api/apiDefi/join', { amount: '100' }, who.auth))).id } }) },
  'POST /loan/apply': { make: async () => ({ body: { productId: (await loanProduct()).id, amount: '1000', collateralCoin: 'btc' } }) },
  'POST /loan/repay': {
    make: async (who) => {
      const loan = await expectOk(c.post<{ id: number }>('/api/loan/apply', { productId: (await loanProduct()).id, amount: '1000', collateralCoin: 'btc' }, who.auth));
      return { body: { id: loan.id } };
    },
  },
  'POST /subscription/apply': {
    make: async () => ({ body: { launchId: (await c.get<Launch[]>('/api/subscription/list')).data.find((l) => l.status === 'open')!.id, amount: '100' } }),
  },
  'POST /nft/buy': {
    make: async () => {
      const item = await houseItem();
      return { body: { itemId: item.id, price: item.price } };
    },
  },
  'POST /nft/list': { make: async (who) => ({ body: { itemId: await ownedItem(who), price: '20' } }) },
  'POST /nft/delist': {
    make: async (who) => {
      const itemId = await ownedItem(who);
      await expectOk(c.post('/api/nft/list', { itemId, price: '20' }, who.auth));
      return { body: { itemId } };
    },
  },
};

const ENTRIES = MONEY_ENDPOINTS.map((entry: MoneyEndpoint) => ({ entry, key: `${methodOf(entry)} ${entry.path}` }));
/** An Idempotency-Key for an entry (printable ASCII, no spaces). */
const keyFor = (prefix: string, key: string) => `${prefix}-${key.replace(/\W+/g, '-')}`;

/** Makes an entry's request for `who` (the list's path when the fixture does not fill one in). */
async function callOf(key: string, who: User): Promise<Call & { method: string }> {
  const fixture = FIXTURES[key];
  if (!fixture) throw new Error(`${key}: add a fixture to money-endpoints.test.ts`);
  const [method, path] = key.split(' ') as [string, string];
  const made = await fixture.make(who);
  return { method, url: 'url' in made ? made.url : `/api${path}`, body: made.body };
}

const send = (call: Call & { method: string }, who: User, key?: string) =>
  t.app.inject({ method: call.method as 'POST' | 'DELETE', url: call.url, payload: call.body, headers: { ...who.auth, ...(key ? { 'idempotency-key': key } : {}) } });

/** Every table's rows, hashed: equal before and after a request when it wrote nothing at all. */
async function everything(): Promise<Record<string, string>> {
  const tables = await t.db.query<{ name: string }>(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1",
  );
  const hashes: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await t.db.query<{ hash: string | null }>(`SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS hash FROM "${name}" t`);
    hashes[name] = row?.hash ?? '';
  }
  return hashes;
}

describe('every endpoint of the money list', () => {
  it('has a fixture for each entry, and nothing else', () => {
    expect(Object.keys(FIXTURES).sort()).toEqual(ENTRIES.map(({ key }) => key).sort());
  });

  it('refuses a frozen account on every entry, writing nothing, except what only unwinds', async () => {
    const ice = await newUser();
    // Made while the account is active: the positions, orders and cards the calls act on.
    const calls = [];
    for (const { entry, key } of ENTRIES) calls.push({ entry, key, call: await callOf(key, ice) });
    expect((await c.post('/api/__dev/freeze', { loginName: ice.loginName, frozen: true })).code).toBe(200);
    const refused: string[] = [];
    for (const { entry, key, call } of calls) {
      if (entry.frozenMayUse) continue;
      const before = await everything();
      const answer = (await send(call, ice, keyFor('frozen', key))).json();
      expect([key, answer]).toEqual([key, { code: 500, msg: 'Your account is frozen' }]);
      expect(await everything(), key).toEqual(before);
      refused.push(key);
    }
    expect(refused).toHaveLength(ENTRIES.filter(({ entry }) => !entry.frozenMayUse).length);
    // The exempt ones still answer a frozen account (closing, cancelling, redeeming, repaying…).
    for (const { entry, key, call } of calls) {
      if (!entry.frozenMayUse) continue;
      expect([key, (await send(call, ice)).json()]).toMatchObject([key, { code: 200 }]);
    }
  });

  it('answers a repeat with the same Idempotency-Key from the first answer, on every entry', async () => {
    const shared = await newUser();
    for (const { key } of ENTRIES) {
      const fixture = FIXTURES[key];
      const who = fixture?.ownUser ? await newUser(fixture.ownUser) : shared;
      const call = await callOf(key, who);
      const first = await send(call, who, keyFor('replay', key));
      expect([key, first.json()]).toMatchObject([key, { code: 200 }]);
      const again = await send(call, who, keyFor('replay', key));
      expect([key, again.headers['idempotent-replayed'], again.body]).toEqual([key, 'true', first.body]);
    }
  });
});
