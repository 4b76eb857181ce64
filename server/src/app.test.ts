import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { migrate } from './db/migrate.js';
import { seedIfEmpty } from './db/seed/index.js';
import { useTestApp } from './test/use-test-app.js';

const t = useTestApp();

const inject = (options: InjectOptions) => t.app.inject(options);

describe('malformed requests', () => {
  it('answers bad JSON with HTTP 400 and a message', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"signType": 3,',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, msg: 'Malformed JSON body' });
  });

  it('answers a body of the wrong shape with HTTP 400', async () => {
    const response = await inject({ method: 'POST', url: '/api/user/login', payload: { signType: 'three' } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ msg: string }>().msg).toMatch(/signType/);
  });

  it('reads an empty JSON body as no body', async () => {
    const response = await inject({ method: 'POST', url: '/api/user/loginOut', headers: { 'content-type': 'application/json' } });
    expect(response.json()).toEqual({ code: 200, msg: 'ok', data: null });
  });

  it('answers an unknown route with HTTP 404 and a body', async () => {
    const response = await inject({ method: 'GET', url: '/api/does/not/exist?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, msg: 'Not found: GET /api/does/not/exist' });
  });
});

describe('blocked addresses', () => {
  it('answers every call from a blocked address of that tenant with "Ip Prohibit", until unblocked', async () => {
    const blocked = { 'x-forwarded-for': '203.0.113.9' };
    const block = await inject({ method: 'POST', url: '/api/__dev/block-ip', payload: { tenant: 'atrium', ip: '203.0.113.9' } });
    expect(block.json()).toMatchObject({ code: 200, data: ['203.0.113.9'] });

    for (const url of ['/api/common/getAllSetting', '/api/notice/list?key=NOTICE', '/api/user/getInfo']) {
      const response = await inject({ method: 'GET', url, headers: blocked });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ code: 500, msg: 'Ip Prohibit' });
    }
    // Other addresses and other tenants are not affected.
    expect((await inject({ method: 'GET', url: '/api/common/getAllSetting', headers: { 'x-forwarded-for': '203.0.113.10' } })).json()).toMatchObject({ code: 200 });
    expect((await inject({ method: 'GET', url: '/api/common/getAllSetting', headers: { ...blocked, 'x-atrium-tenant': 'harbor' } })).json()).toMatchObject({ code: 200 });

    await inject({ method: 'POST', url: '/api/__dev/unblock-ip', payload: { tenant: 'atrium', ip: '203.0.113.9' } });
    expect((await inject({ method: 'GET', url: '/api/common/getAllSetting', headers: blocked })).json()).toMatchObject({ code: 200 });
  });

  it('blocks the caller itself when no address is given, and the dev endpoints still let it unblock', async () => {
    const me = { 'x-forwarded-for': '192.0.2.44' };
    await inject({ method: 'POST', url: '/api/__dev/block-ip', headers: me });
    expect((await inject({ method: 'GET', url: '/api/common/getCoinList', headers: me })).json()).toEqual({ code: 500, msg: 'Ip Prohibit' });
    await inject({ method: 'POST', url: '/api/__dev/unblock-ip', headers: me });
    expect((await inject({ method: 'GET', url: '/api/common/getCoinList', headers: me })).json()).toMatchObject({ code: 200 });
  });
});

describe('cross-origin calls in development', () => {
  const preflight = (origin: string) =>
    inject({ method: 'OPTIONS', url: '/api/__dev/reset', headers: { origin, 'access-control-request-method': 'POST' } });

  it('answers a preflight from another local origin', async () => {
    const response = await inject({
      method: 'OPTIONS',
      url: '/api/user/login',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(response.headers['access-control-allow-headers']).toContain('satoken');
  });

  it('answers the platform\'s own origins only: loopback hosts and the tenants\' *.localhost, on any port', async () => {
    for (const origin of ['http://harbor.localhost:8080', 'http://desktop.meridian.localhost:8180', 'http://127.0.0.1:5173', 'http://[::1]:8080', 'https://localhost']) {
      const response = await preflight(origin);
      expect(response.statusCode, origin).toBe(204);
      expect(response.headers['access-control-allow-origin'], origin).toBe(origin);
    }
    for (const origin of ['http://elsewhere.example', 'http://localhost.elsewhere.example', 'http://127.0.0.2:8080', 'null', 'file://', 'http://localhost:3000/path']) {
      const response = await preflight(origin);
      expect(response.statusCode, origin).not.toBe(204);
      expect(response.headers['access-control-allow-origin'], origin).toBeUndefined();
      expect(response.headers['access-control-allow-methods'], origin).toBeUndefined();
      const call = await inject({ method: 'GET', url: '/api/common/getAllSetting', headers: { origin } });
      expect(call.headers['access-control-allow-origin'], origin).toBeUndefined();
      expect(call.headers.vary, origin).toContain('origin');
    }
  });

  it('answers the origins of DEV_ORIGINS too', async () => {
    const app = await buildApp({ db: t.db, mode: 'development', devOrigins: ['http://192.168.1.20:3000'], market: { autoStart: false, historyMinutes: 10 } });
    try {
      const allowed = await app.inject({ method: 'OPTIONS', url: '/api/user/login', headers: { origin: 'http://192.168.1.20:3000', 'access-control-request-method': 'POST' } });
      expect(allowed.statusCode).toBe(204);
      expect(allowed.headers['access-control-allow-origin']).toBe('http://192.168.1.20:3000');
      const other = await app.inject({ method: 'OPTIONS', url: '/api/user/login', headers: { origin: 'http://192.168.1.21:3000', 'access-control-request-method': 'POST' } });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});

describe('production mode', () => {
  it('has no development endpoints: each answers 404', async () => {
    const production = await buildApp({ db: t.db, mode: 'production', market: { autoStart: false, historyMinutes: 10 } });
    try {
      for (const [method, url] of [
        ['POST', '/api/__dev/reset'],
        ['GET', '/api/__dev/codes'],
        ['GET', '/api/__dev/captcha?codeType=LOGIN'],
        ['POST', '/api/__dev/market/tick'],
        ['GET', '/api/__dev/ws-stats'],
        ['POST', '/api/__dev/settings'],
        ['POST', '/api/__dev/block-ip'],
        ['POST', '/api/__dev/clock'],
        ['POST', '/api/__dev/user-push'],
        ['POST', '/api/__dev/freeze'],
        ['POST', '/api/__dev/sockets/drop'],
        ['POST', '/api/__dev/sockets/refuse'],
        ['POST', '/api/__dev/mail'],
        ['POST', '/api/__dev/defi-activity'],
      ] as const) {
        const response = await production.inject({ method, url, payload: method === 'POST' ? {} : undefined });
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toMatchObject({ code: 404 });
      }
      expect((await production.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ code: 200, msg: 'ok', data: { status: 'ok' } });
      expect((await production.inject({ method: 'GET', url: '/api/common/getAllSetting' })).json()).toMatchObject({ code: 200 });
      const crossOrigin = await production.inject({ method: 'GET', url: '/api/health', headers: { origin: 'http://elsewhere.example' } });
      expect(crossOrigin.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await production.close();
    }
  });
});

describe('database', () => {
  it('migrates and seeds once: a second start changes nothing', async () => {
    expect(await migrate(t.db, Date.now)).toEqual([]);
    expect(await seedIfEmpty(t.db, Date.now, 'development')).toBe(false);
    const [row] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tenants');
    expect(row!.n).toBe(3);
    const applied = await t.db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY id');
    expect(applied.map((m) => m.name)).toEqual([
      '001-tenants.sql', '002-coins.sql', '003-content.sql', '004-users.sql',
      '005-account-security.sql', '006-wallet-nonces.sql', '007-uploads.sql', '008-kyc.sql',
      '009-mail.sql', '010-defi-activities.sql', '011-ledger.sql', '012-funds.sql',
      '013-trading-ledger.sql', '014-watchlist.sql', '015-trading.sql', '016-finance-ledger.sql',
      '017-finance.sql', '018-loans-subscriptions.sql', '019-uplan.sql', '020-nft.sql',
      '021-content-translations.sql',
      '024-loan-risk.sql', '025-swap-quotes.sql', '031-uplan-products-closed.sql', '032-tenant-deposit-config.sql',
    ]);
  });

  it('rolls a failed transaction back whole', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query("INSERT INTO blocked_ips (tenant, ip, create_time) VALUES ('atrium', '10.9.9.9', 0)");
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await t.db.query("SELECT 1 FROM blocked_ips WHERE ip = '10.9.9.9'")).toEqual([]);
  });

  it('answers health with liveness only: no mode, database or market in it', async () => {
    const response = await inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ code: 200, msg: 'ok', data: { status: 'ok' } });
    expect(response.body).not.toMatch(/pglite|postgres|memory|development|tick/i);
  });
});
