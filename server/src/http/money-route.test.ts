import { methodOf, MONEY_ENDPOINTS } from '@atrium/api/money-endpoints';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { runSubmit } from '../funds/idempotency.js';
import { post, systemAccount, userAccount } from '../funds/ledger.js';
import { useTestApp } from '../test/use-test-app.js';
import { moneyRoute, registerMoneyRouteChecks } from './money-route.js';
import { asSettlement } from './money-scope.js';
import { ok } from './reply.js';

const t = useTestApp({ checkBooks: true });
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
afterAll(async () => {
  for (const app of opened) await app.close();
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
