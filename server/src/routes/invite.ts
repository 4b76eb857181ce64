import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';

/** The invite programme: /api/invite/*. */
export function registerInviteRoutes(_api: FastifyInstance, _ctx: AppContext): void {}
