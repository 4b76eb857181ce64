import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { ok } from '../http/reply.js';

/** GET /api/health: for start scripts and end-to-end tests to wait on; answers once the database answers. */
export function registerHealthRoute(app: FastifyInstance, { db, mode, market }: AppContext): void {
  app.get('/api/health', async () => {
    await db.query('SELECT 1');
    return ok({ mode, database: db.label, market: { running: market.running, ticks: market.ticks } });
  });
}
