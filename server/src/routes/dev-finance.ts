import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';

/** Development control over finance: accrue income and allocate launches up to the clock's now. */
export function registerDevFinanceRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
