import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import type { UserServerFrame } from '../contract.js';
import { ok } from '../http/reply.js';
import { dropAllSockets } from '../sockets/gate.js';
import { requireAccountByName } from '../users/lookup.js';
import { setUserStatus } from '../users/user-status.js';
import { TENANT } from './dev.js';

const LOGIN_NAME = { type: 'string', minLength: 1, maxLength: 254 } as const;
const PUSH_TYPES = ['USER_STATUS', 'SETTLEMENT', 'POSITION', 'OWNCOIN'] as const;

/** The data each frame type must carry (protocol.ts); SETTLEMENT and POSITION take any object. */
const PUSH_DATA_RULES = [
  {
    if: { properties: { type: { const: 'USER_STATUS' } } },
    then: { properties: { data: { type: 'object', required: ['status'], properties: { status: { type: 'integer' } } } } },
  },
  {
    if: { properties: { type: { const: 'OWNCOIN' } } },
    then: {
      properties: {
        data: { type: 'object', required: ['amountLimit', 'msg'], properties: { amountLimit: { type: 'string', maxLength: 200 }, msg: { type: 'string', maxLength: 2000 } } },
      },
    },
  },
];

/**
 * /api/__dev hooks for the user socket and for sockets in general (development mode only, like
 * the rest of /api/__dev): push a frame to a user, freeze or unfreeze an account, drop every
 * socket, refuse new ones. The tenant defaults to the request's.
 */
export function registerDevSocketRoutes(app: FastifyInstance, { db, userHub, sockets }: AppContext): void {
  app.post<{ Body: { loginName: string; tenant?: string; type: (typeof PUSH_TYPES)[number]; data: Record<string, unknown> } }>(
    '/api/__dev/user-push',
    {
      schema: {
        body: {
          type: 'object',
          required: ['loginName', 'type', 'data'],
          properties: { loginName: LOGIN_NAME, tenant: TENANT, type: { type: 'string', enum: [...PUSH_TYPES] }, data: { type: 'object' } },
          allOf: PUSH_DATA_RULES,
        },
      },
    },
    async (request) => {
      const { loginName, type, data } = request.body;
      const user = await requireAccountByName(db, request.body.tenant ?? request.tenant, loginName);
      // The schema checked data's shape per type.
      const frame = { type, data } as UserServerFrame;
      return ok({ delivered: userHub.push(user.tenant, user.id, frame) });
    },
  );

  // Sets users.status (1 frozen, 0 active) and pushes USER_STATUS to the account's sockets.
  app.post<{ Body: { loginName: string; tenant?: string; frozen: boolean } }>(
    '/api/__dev/freeze',
    {
      schema: {
        body: { type: 'object', required: ['loginName', 'frozen'], properties: { loginName: LOGIN_NAME, tenant: TENANT, frozen: { type: 'boolean' } } },
      },
    },
    async (request) => {
      const user = await requireAccountByName(db, request.body.tenant ?? request.tenant, request.body.loginName);
      const status = request.body.frozen ? 1 : 0;
      return ok({ status, delivered: await setUserStatus(db, userHub, user, status) });
    },
  );

  app.post('/api/__dev/sockets/drop', async () => ok({ closed: dropAllSockets(app) }));

  // While true, upgrades on /ws/* answer HTTP 503: the "server is down" half of a reconnect test.
  app.post<{ Body: { refuse: boolean } }>(
    '/api/__dev/sockets/refuse',
    { schema: { body: { type: 'object', required: ['refuse'], properties: { refuse: { type: 'boolean' } } } } },
    async (request) => {
      sockets.refusing = request.body.refuse;
      return ok({ refuse: sockets.refusing });
    },
  );
}
