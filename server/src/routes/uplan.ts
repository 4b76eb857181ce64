import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';

/** The uplan calls (issue 8). */
export function registerUplanRoutes(_api: FastifyInstance, _ctx: AppContext): void {}
