import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';

/** Optional coins (spec §7): /api/userCoin/*. */
export function registerWatchlistRoutes(_api: FastifyInstance, _ctx: AppContext): void {}
