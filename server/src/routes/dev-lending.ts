import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { ok } from '../http/reply.js';
import { settleNow } from '../lending/settler.js';

/**
 * Development control over lending: POST /api/__dev/lending/settle allocates, now, every launch
 * that ended by the clock's now (after any running allocation) and answers what the allocations
 * did since the previous call (the timer's and the reads' included): `launches` and `orders`
 * allocated, `marginCalls` and `liquidated` loans (the loan watch, at the market's last prices:
 * move them with /api/__dev/market/price first), `errors`, and `overdue`, the loans active and past their due time now (overdue is read
 * from the clock, so nothing is written for it). For tests, after /api/__dev/clock.
 */
export function registerDevLendingRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/__dev/lending/settle', async () => ok(await settleNow(ctx)));
}
