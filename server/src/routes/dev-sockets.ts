import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import type { UserServerFrame } from '../contract.js';
import { ok } from '../http/reply.js';
import { dropAllSockets, type RefuseMode } from '../sockets/gate.js';
import { MALFORMED_KINDS, malformedFrames, type MalformedKind } from '../sockets/malformed-frames.js';
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
 * socket, refuse new ones, list the upgrade attempts, send malformed frames. The tenant defaults
 * to the request's.
 */
export function registerDevSocketRoutes(app: FastifyInstance, { db, hub, userHub, sockets }: AppContext): void {
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

  // While true, upgrades on /ws/* are turned away: the "server is down" half of a reconnect test.
  // `mode` reject (default) answers HTTP 503; close accepts and closes at once (a flapping server).
  app.post<{ Body: { refuse: boolean; mode?: RefuseMode } }>(
    '/api/__dev/sockets/refuse',
    {
      schema: {
        body: { type: 'object', required: ['refuse'], properties: { refuse: { type: 'boolean' }, mode: { type: 'string', enum: ['reject', 'close'] } } },
      },
    },
    async (request) => {
      sockets.refusing = request.body.refuse;
      sockets.refuseMode = request.body.mode ?? 'reject';
      return ok({ refuse: sockets.refusing, mode: sockets.refuseMode });
    },
  );

  // Every upgrade attempt on /ws/* after `after` (a seq from an earlier answer): reconnections
  // and their spacing, as the server saw them.
  app.get<{ Querystring: { after?: number } }>(
    '/api/__dev/sockets/attempts',
    { schema: { querystring: { type: 'object', properties: { after: { type: 'integer', minimum: 0 } } } } },
    async (request) => ok({ lastSeq: sockets.lastSeq, attempts: sockets.attemptsSince(request.query.after) }),
  );

  // Sends malformed frames (sockets/malformed-frames.ts) to every open market socket, every
  // authenticated user socket, or both; the sockets stay open.
  app.post<{ Body: { kind: MalformedKind; socket?: 'market' | 'user' | 'both' } }>(
    '/api/__dev/sockets/malformed',
    {
      schema: {
        body: {
          type: 'object',
          required: ['kind'],
          properties: { kind: { type: 'string', enum: [...MALFORMED_KINDS] }, socket: { type: 'string', enum: ['market', 'user', 'both'] } },
        },
      },
    },
    async (request) => {
      const { kind, socket = 'both' } = request.body;
      const sent = { market: 0, user: 0, frames: 0 };
      if (socket !== 'user') {
        const frames = malformedFrames(kind, 'market');
        for (const text of frames) sent.market = hub.sendToAll(text);
        sent.frames += frames.length;
      }
      if (socket !== 'market') {
        const frames = malformedFrames(kind, 'user');
        for (const text of frames) sent.user = userHub.sendToAll(text);
        sent.frames += frames.length;
      }
      return ok(sent);
    },
  );
}
