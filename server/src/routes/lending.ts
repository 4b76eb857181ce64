import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';

/** Loans and token-launch subscriptions. */
export function registerLendingRoutes(_api: FastifyInstance, _ctx: AppContext): void {}
