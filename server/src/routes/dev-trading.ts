import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { ok } from '../http/reply.js';
import { tradingEngine } from '../trading/engine.js';

/**
 * Development control over trading: POST /api/__dev/trading/check runs the engine's checks now
 * (limit fills, TP/SL, liquidations, due second-contract orders) after whatever check is running,
 * and answers what the checks did since the previous call (those the market's own updates started
 * included): ids of filled orders, closed positions, settled orders. For tests, after
 * /api/__dev/market/price or /api/__dev/clock.
 */
export function registerDevTradingRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/__dev/trading/check', async () => ok(await tradingEngine(ctx).check()));
}
