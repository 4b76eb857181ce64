import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';

/** Development control over nft (issue 8). */
export function registerDevNftRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
