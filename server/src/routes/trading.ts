import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';

/** Trading (spec §7 Orders): contract, second contract, spot, TP/SL, trade config; the engine that fills, settles and liquidates on market ticks. Owner: trading server work. */
export function registerTradingRoutes(_api: FastifyInstance, _ctx: AppContext): void {}
