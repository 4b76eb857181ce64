import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { badRequest } from '../http/input.js';
import { BusinessError, ok } from '../http/reply.js';
import { MAX_HISTORY_SIZE } from '../market/candle-history.js';
import { mt5Symbol } from '../market/coin-store.js';
import { KLINE_INTERVALS, type KlineInterval } from '../market/intervals.js';

const DEFAULT_HISTORY_SIZE = 300;

const KLINE_SCHEMA = {
  querystring: {
    type: 'object',
    required: ['symbol', 'interval'],
    properties: {
      symbol: { type: 'string', minLength: 1, maxLength: 32 },
      interval: { type: 'string', enum: KLINE_INTERVALS },
      size: { type: 'integer', minimum: 1, maximum: MAX_HISTORY_SIZE },
    },
  },
} as const;

const MT5_SCHEMA = {
  querystring: { type: 'object', required: ['coin'], properties: { coin: { type: 'string', minLength: 1, maxLength: 32 } } },
} as const;

/** Market history (GET /api/market/kline) and getMt5Amount: figures of the market, for anyone. */
export function registerMarketRoutes(api: FastifyInstance, { db, market }: AppContext): void {
  // A delta (the spec has no history call): candles oldest first, the current bucket last, the
  // same candle as the socket's KLINE frame for it. Any case of the symbol; unknown: HTTP 400.
  api.get<{ Querystring: { symbol: string; interval: KlineInterval; size?: number } }>(
    '/api/market/kline',
    { schema: KLINE_SCHEMA },
    async (request) => {
      const { symbol, interval, size = DEFAULT_HISTORY_SIZE } = request.query;
      if (!market.has(symbol)) throw badRequest(`Unknown symbol: ${symbol}`);
      return ok(market.klineHistory(symbol, interval, size));
    },
  );

  // Spec §7: an MT5 coin's 24 h volume, a decimal string. Any other coin is a business failure.
  api.get<{ Querystring: { coin: string } }>('/api/common/getMt5Amount', { schema: MT5_SCHEMA }, async (request) => {
    const symbol = await mt5Symbol(db, request.query.coin.trim());
    if (!symbol || !market.has(symbol)) throw new BusinessError(`${request.query.coin} is not an MT5 coin`);
    return ok(market.detail(symbol).volume24);
  });
}
