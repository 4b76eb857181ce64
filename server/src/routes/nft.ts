import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';

/** The nft calls (issue 8). */
export function registerNftRoutes(_api: FastifyInstance, _ctx: AppContext): void {}
