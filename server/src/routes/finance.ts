import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';

/** Financial products, pledges, VIP status and the DeFi stakes (join, redeem, income); the daily accrual. */
export function registerFinanceRoutes(_api: FastifyInstance, _ctx: AppContext): void {}
