import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';

/** Development control over trading (settle now, trigger checks). */
export function registerDevTradingRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
