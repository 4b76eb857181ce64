import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { CAPTCHA_TYPES, type CaptchaType } from '../auth/captcha.js';
import { reseed } from '../db/seed/index.js';
import { BusinessError, ok } from '../http/reply.js';
import { reviewKyc } from '../kyc/kyc-store.js';
import { blockedIps, blockIp, patchSettings, unblockIp } from '../tenants/tenant-store.js';
import { requireAccountByName } from '../users/lookup.js';

export const TENANT = { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,39}$' } as const;
const IP = { type: 'string', minLength: 2, maxLength: 64 } as const;

/**
 * /api/__dev: hooks for tests and demos. Registered only in development mode, so in production
 * every one of these paths is a plain 404. Each defaults the tenant to the request's.
 */
export function registerDevRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, clock, captchas, codes, sendLimits, loginLimits, market, hub, userHub, sockets } = ctx;

  // Reseeds everything. `{inbox: false}` leaves the seeded mails and DeFi activities out, so tests
  // that are not about the shell's popups see none; the popup tests add their own.
  const resetSchema = { body: { type: ['object', 'null'], properties: { inbox: { type: 'boolean' } }, additionalProperties: false } };
  app.post<{ Body: { inbox?: boolean } | undefined }>('/api/__dev/reset', { schema: resetSchema }, async (request) => {
    await reseed(db, clock.now);
    if (request.body?.inbox === false) {
      await db.transaction(async (tx) => {
        await tx.query('DELETE FROM mail_reads');
        await tx.query('DELETE FROM mails');
        await tx.query('DELETE FROM defi_activities');
      });
    }
    captchas.clear();
    codes.clear();
    sendLimits.clear();
    loginLimits.clear();
    // The refusal of new sockets lives in memory, not in the database.
    sockets.refusing = false;
    sockets.refuseMode = 'reject';
    return ok(null, 'reset');
  });

  app.get<{ Querystring: { to?: string } }>(
    '/api/__dev/codes',
    { schema: { querystring: { type: 'object', properties: { to: { type: 'string', maxLength: 254 } } } } },
    async (request) => ok(codes.outbox(request.query.to)),
  );

  app.get<{ Querystring: { codeType?: string } }>(
    '/api/__dev/captcha',
    { schema: { querystring: { type: 'object', properties: { codeType: { type: 'string', enum: [...CAPTCHA_TYPES] } } } } },
    async (request) => {
      const codeType = (request.query.codeType ?? 'LOGIN') as CaptchaType;
      return ok({ codeType, ip: request.ip, answer: captchas.peek(request.tenant, request.ip, codeType) ?? null });
    },
  );

  app.post('/api/__dev/market/pause', async () => {
    market.stop();
    return ok({ running: market.running });
  });

  app.post('/api/__dev/market/resume', async () => {
    market.start(ctx.marketTickMs);
    return ok({ running: market.running });
  });

  app.post('/api/__dev/market/tick', async () => {
    market.tick();
    return ok({ ticks: market.ticks });
  });

  app.post<{ Body: { symbol: string; price: string | number } }>(
    '/api/__dev/market/price',
    {
      schema: {
        body: {
          type: 'object',
          required: ['symbol', 'price'],
          properties: { symbol: { type: 'string', maxLength: 32 }, price: { anyOf: [{ type: 'string', maxLength: 40 }, { type: 'number' }] } },
        },
      },
    },
    async (request) => {
      const { symbol, price } = request.body;
      if (!market.has(symbol)) throw new BusinessError(`Unknown symbol: ${symbol}`);
      const value = String(price);
      if (!/^\d+(\.\d+)?$/.test(value) || Number(value) <= 0) throw Object.assign(new Error('price must be a positive decimal'), { statusCode: 400 });
      market.setPrice(symbol, value);
      return ok(market.detail(symbol));
    },
  );

  // The market socket's figures as they were, plus the user sockets'.
  app.get('/api/__dev/ws-stats', async () => {
    const users = userHub.stats();
    return ok({ ...hub.stats(), userConnections: users.connections, userSockets: users.perUser, refusing: sockets.refusing, refuseMode: sockets.refuseMode, lastUpgradeSeq: sockets.lastSeq });
  });

  app.post<{ Body: { tenant?: string; patch: Record<string, unknown> } }>(
    '/api/__dev/settings',
    {
      schema: {
        body: { type: 'object', required: ['patch'], properties: { tenant: TENANT, patch: { type: 'object' } } },
      },
    },
    async (request) => ok(await patchSettings(db, request.body.tenant ?? request.tenant, request.body.patch)),
  );

  const ipBody = { schema: { body: { type: 'object', properties: { tenant: TENANT, ip: IP } } } };
  type IpBody = { Body: { tenant?: string; ip?: string } };

  // The address defaults to the caller's own: "block me" is the usual test.
  app.post<IpBody>('/api/__dev/block-ip', ipBody, async (request) => {
    const tenant = request.body.tenant ?? request.tenant;
    await blockIp(db, tenant, request.body.ip ?? request.ip, clock.now());
    return ok(await blockedIps(db, tenant));
  });

  app.post<IpBody>('/api/__dev/unblock-ip', ipBody, async (request) => {
    const tenant = request.body.tenant ?? request.tenant;
    await unblockIp(db, tenant, request.body.ip ?? request.ip);
    return ok(await blockedIps(db, tenant));
  });

  app.get('/api/__dev/blocked-ips', async (request) => ok(await blockedIps(db, request.tenant)));

  app.get('/api/__dev/clock', async () => ok({ now: clock.now(), offsetMs: clock.offsetMs }));

  // {now}: the clock reads that and runs on; {offsetMs}: shift from real time; {}: back to real time.
  app.post<{ Body: { now?: number; offsetMs?: number } }>(
    '/api/__dev/clock',
    { schema: { body: { type: 'object', properties: { now: { type: 'integer', minimum: 0 }, offsetMs: { type: 'integer' } } } } },
    async (request) => {
      const body = request.body;
      if (body.now !== undefined) clock.set(body.now);
      else clock.setOffset(body.offsetMs ?? 0);
      return ok({ now: clock.now(), offsetMs: clock.offsetMs });
    },
  );

  // A reviewer's decision on a KYC level. loginName is what getInfo shows: the login name, or
  // the e-mail or phone of an account opened with one of those.
  app.post<{ Body: { tenant?: string; loginName: string; level: 1 | 2; decision: 'approve' | 'reject'; reason?: string } }>(
    '/api/__dev/kyc',
    {
      schema: {
        body: {
          type: 'object',
          required: ['loginName', 'level', 'decision'],
          properties: {
            tenant: TENANT,
            loginName: { type: 'string', minLength: 1, maxLength: 254 },
            level: { type: 'integer', enum: [1, 2] },
            decision: { type: 'string', enum: ['approve', 'reject'] },
            reason: { type: 'string', maxLength: 200 },
          },
        },
      },
    },
    async (request) => {
      const { loginName, level, decision, reason } = request.body;
      const tenant = request.body.tenant ?? request.tenant;
      const user = await requireAccountByName(db, tenant, loginName);
      const status = decision === 'approve' ? 'approved' : 'rejected';
      const done = await reviewKyc(db, user.id, level, status, reason?.trim() || 'The documents could not be verified', clock.now());
      if (!done) throw new BusinessError(`${loginName} has not submitted level ${level}`);
      return ok({ level, status });
    },
  );
}
