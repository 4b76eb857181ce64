import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { ok } from '../http/reply.js';

/**
 * GET /api/health: liveness for start scripts, end-to-end tests and load balancers to wait on.
 * Answers `{status: 'ok'}` once the database answers, and nothing more: the mode, the database's
 * name or path and the market's state are no business of an anonymous caller.
 */
export function registerHealthRoute(app: FastifyInstance, { db }: AppContext): void {
  app.get('/api/health', async () => {
    await db.query('SELECT 1');
    return ok({ status: 'ok' });
  });
}
