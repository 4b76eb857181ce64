import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { formatTime } from '../content/notice-store.js';
import { DEMO_DEFI_ACTIVITY } from '../db/seed/content/mails.js';
import { insertActivity, isActivityType } from '../defi/activity-store.js';
import { badRequest } from '../http/input.js';
import { BusinessError, ok } from '../http/reply.js';
import { insertMail } from '../mail/mail-store.js';
import { requireTenant } from '../tenants/tenant-store.js';
import { requireAccountByName } from '../users/lookup.js';
import { TENANT } from './dev.js';

const LOGIN_NAME = { type: 'string', minLength: 1, maxLength: 254 } as const;
const DECIMAL = { anyOf: [{ type: 'string', pattern: '^\\d{1,20}(\\.\\d{1,18})?$' }, { type: 'number', minimum: 0 }] } as const;
const TIME = { type: 'integer', minimum: 0 } as const;

/**
 * /api/__dev hooks that add to a user's inbox (development mode only): a mail (for tests of the
 * announcement popup; content is stored as given, script included, so the front end's
 * sanitising can be tested) and an offered DeFi activity (for the activity popup).
 */
export function registerDevInboxRoutes(app: FastifyInstance, { db, clock }: AppContext): void {
  // Without loginName, the mail goes to everyone in the tenant.
  app.post<{ Body: { loginName?: string; tenant?: string; title: string; content: string; type: number } }>(
    '/api/__dev/mail',
    {
      schema: {
        body: {
          type: 'object',
          required: ['title', 'content', 'type'],
          properties: {
            loginName: LOGIN_NAME,
            tenant: TENANT,
            title: { type: 'string', minLength: 1, maxLength: 200 },
            content: { type: 'string', maxLength: 100_000 },
            type: { type: 'integer', minimum: 0, maximum: 9 },
          },
        },
      },
    },
    async (request) => {
      const { loginName, title, content, type } = request.body;
      const tenant = request.body.tenant ?? request.tenant;
      const userId = loginName === undefined ? (await requireTenant(db, tenant), null) : (await requireAccountByName(db, tenant, loginName)).id;
      const createTime = clock.now();
      const id = await insertMail(db, { tenant, userId, title, content, type, createTime });
      return ok({ id, title, content, type, createTime: formatTime(createTime) });
    },
  );

  // Defaults: type "1", totleAmount 10000, amount 500, valid from now for 7 days 12 hours.
  app.post<{
    Body: { loginName: string; tenant?: string; type?: string; totleAmount?: string | number; amount?: string | number; beginTimeS?: number; endTimeS?: number };
  }>(
    '/api/__dev/defi-activity',
    {
      schema: {
        body: {
          type: 'object',
          required: ['loginName'],
          properties: {
            loginName: LOGIN_NAME,
            tenant: TENANT,
            type: { type: 'string', minLength: 1, maxLength: 16 },
            totleAmount: DECIMAL,
            amount: DECIMAL,
            beginTimeS: TIME,
            endTimeS: TIME,
          },
        },
      },
    },
    async (request) => {
      const body = request.body;
      const beginTime = body.beginTimeS ?? clock.now();
      const endTime = body.endTimeS ?? beginTime + DEMO_DEFI_ACTIVITY.validMs;
      if (endTime <= beginTime) throw badRequest('endTimeS must be after beginTimeS');
      const type = body.type ?? DEMO_DEFI_ACTIVITY.type;
      if (!(await isActivityType(db, type))) throw new BusinessError(`Unknown activity type: ${type} (defi_activity_type)`);
      const user = await requireAccountByName(db, body.tenant ?? request.tenant, body.loginName);
      const activity = await insertActivity(db, {
        tenant: user.tenant,
        userId: user.id,
        type,
        totleAmount: String(body.totleAmount ?? DEMO_DEFI_ACTIVITY.totleAmount),
        amount: String(body.amount ?? DEMO_DEFI_ACTIVITY.amount),
        beginTime,
        endTime,
        createTime: clock.now(),
      });
      return ok(activity);
    },
  );
}
