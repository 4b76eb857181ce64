import type { FastifyInstance } from 'fastify';
import { requireSignedIn } from '../auth/signed-in.js';
import type { AppContext } from '../context.js';
import type { UserCoin } from '../contract.js';
import type { Queryable } from '../db/db.js';
import { BusinessError, ok } from '../http/reply.js';
import { listedSymbol } from '../market/coin-store.js';
import { pathId } from './recharge.js';

/** The most coins one watchlist holds. */
export const MAX_USER_COINS = 200;
const COIN_NOT_FOUND = 'This coin is not on your watchlist';
const TOO_MANY = `A watchlist holds at most ${MAX_USER_COINS} coins`;

const SYMBOL = { type: 'string', minLength: 1, maxLength: 32 } as const;
const symbolBody = { body: { type: 'object', required: ['symbol'], properties: { symbol: SYMBOL } } } as const;
const symbolsBody = {
  body: { type: 'object', required: ['symbols'], properties: { symbols: { type: 'array', minItems: 1, maxItems: MAX_USER_COINS, items: SYMBOL } } },
} as const;
const idsBody = {
  body: {
    type: 'object',
    required: ['ids'],
    properties: { ids: { type: 'array', maxItems: MAX_USER_COINS, items: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } } },
  },
} as const;

const listOf = (db: Queryable, userId: number) =>
  db.query<UserCoin>('SELECT id, symbol, sort FROM user_coins WHERE user_id = $1 ORDER BY sort, id', [userId]);

/** The coins' spellings in the lists; an unlisted one is a business failure that names it. */
async function listedSymbols(db: Queryable, symbols: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const symbol of symbols) {
    const listed = await listedSymbol(db, symbol.trim());
    if (!listed) throw new BusinessError(`Unknown coin: ${symbol}`);
    found.push(listed);
  }
  return found;
}

/**
 * Adds the symbols not yet on the list at its end, in order; answers the rows added. The user's
 * row is locked first, so two adds at once neither pass the limit nor take the same place.
 */
async function append(tx: Queryable, userId: number, symbols: string[]): Promise<UserCoin[]> {
  await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
  const list = await listOf(tx, userId);
  const fresh = [...new Set(symbols)].filter((s) => !list.some((c) => c.symbol === s));
  if (list.length + fresh.length > MAX_USER_COINS) throw new BusinessError(TOO_MANY);
  let sort = list.reduce((max, c) => Math.max(max, c.sort), 0);
  const added: UserCoin[] = [];
  for (const symbol of fresh) {
    const [row] = await tx.query<UserCoin>('INSERT INTO user_coins (user_id, symbol, sort) VALUES ($1, $2, $3) RETURNING id, symbol, sort', [
      userId,
      symbol,
      ++sort,
    ]);
    added.push(row!);
  }
  return added;
}

/**
 * The watchlist (spec §7 "Optional coins"), the signed-in user's own. A symbol is matched without
 * regard to case and kept as the coin lists spell it; an unlisted one is refused.
 */
export function registerWatchlistRoutes(api: FastifyInstance, { db, clock }: AppContext): void {
  api.post('/api/userCoin/getUserCoin', async (request) => {
    const { userId } = await requireSignedIn(db, request, clock.now());
    return ok(await listOf(db, userId));
  });

  // One symbol at the end; saving one already there answers its row and changes nothing.
  api.post<{ Body: { symbol: string } }>('/api/userCoin/save', { schema: symbolBody }, async (request) => {
    const { userId } = await requireSignedIn(db, request, clock.now());
    const [symbol] = await listedSymbols(db, [request.body.symbol]);
    const row = await db.transaction(async (tx) => {
      await append(tx, userId, [symbol!]);
      return (await listOf(tx, userId)).find((c) => c.symbol === symbol)!;
    });
    return ok(row, 'Saved');
  });

  // Several at the end, in the order given, skipping those already there: answers the rows added.
  api.post<{ Body: { symbols: string[] } }>('/api/userCoin/addBath', { schema: symbolsBody }, async (request) => {
    const { userId } = await requireSignedIn(db, request, clock.now());
    const symbols = await listedSymbols(db, request.body.symbols);
    return ok(await db.transaction((tx) => append(tx, userId, symbols)), 'Saved');
  });

  api.post<{ Params: { id: string } }>('/api/userCoin/remove/:id', async (request) => {
    const { userId } = await requireSignedIn(db, request, clock.now());
    const id = pathId(request.params.id);
    const removed = id === undefined ? [] : await db.query('DELETE FROM user_coins WHERE id = $1 AND user_id = $2 RETURNING id', [id, userId]);
    if (removed.length === 0) throw new BusinessError(COIN_NOT_FOUND);
    return ok(null, 'Removed');
  });

  // Removing a listed coin that is not on the list is done already: success.
  api.post<{ Body: { symbol: string } }>('/api/userCoin/removeByCoin', { schema: symbolBody }, async (request) => {
    const { userId } = await requireSignedIn(db, request, clock.now());
    const [symbol] = await listedSymbols(db, [request.body.symbol]);
    await db.query('DELETE FROM user_coins WHERE user_id = $1 AND symbol = $2', [userId, symbol]);
    return ok(null, 'Removed');
  });

  // A delta: the list in a new order. ids must be exactly the list's, each once.
  api.post<{ Body: { ids: number[] } }>('/api/userCoin/sort', { schema: idsBody }, async (request) => {
    const { userId } = await requireSignedIn(db, request, clock.now());
    const { ids } = request.body;
    const list = await db.transaction(async (tx) => {
      await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
      const current = await listOf(tx, userId);
      const mine = new Set(current.map((c) => c.id));
      if (ids.length !== mine.size || new Set(ids).size !== ids.length || !ids.every((id) => mine.has(id))) {
        throw new BusinessError('The watchlist has changed: please reload it and sort again');
      }
      for (const [index, id] of ids.entries()) await tx.query('UPDATE user_coins SET sort = $1 WHERE id = $2', [index + 1, id]);
      return listOf(tx, userId);
    });
    return ok(list, 'Saved');
  });
}
