import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';

/** Development control over lending: allocate ended launches, mark loans overdue, up to the clock's now. */
export function registerDevLendingRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
