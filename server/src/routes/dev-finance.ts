import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { accrue } from '../finance/accrual.js';
import { ok } from '../http/reply.js';

/**
 * Development control over finance: runs the daily accrual now, on the server's clock (move it
 * with /api/__dev/clock first), and answers what it paid and which holdings matured.
 */
export function registerDevFinanceRoutes(app: FastifyInstance, { db, clock }: AppContext): void {
  app.post('/api/__dev/finance/accrue', async () => ok(await accrue(db, clock.now())));
}
