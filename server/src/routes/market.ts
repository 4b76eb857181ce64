import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';

/** Market history (GET /api/market/kline) and getMt5Amount. */
export function registerMarketRoutes(_api: FastifyInstance, _ctx: AppContext): void {}
