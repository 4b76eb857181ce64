import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';

/** Development control over uplan (issue 8). */
export function registerDevUplanRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
