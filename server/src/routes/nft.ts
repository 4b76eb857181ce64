import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { requireSignedIn } from '../auth/signed-in.js';
import { tokenOf, userIdOfToken } from '../auth/sessions.js';
import { Input } from '../http/input.js';
import { moneyRoute } from '../http/money-route.js';
import { BusinessError, ok, okRows } from '../http/reply.js';
import { findCollection, findItem, listCollections, listItems, listMine, listSales, NFT_MSG, NFT_SORTS, type NftSort } from '../nft/store.js';
import { buyItem, delistItem, listItem, type Caller } from '../nft/trade.js';
import { pathId } from './recharge.js';

interface ItemsQuery {
  collectionId?: number;
  search?: string;
  sort?: NftSort;
  listedOnly?: boolean;
  pageNum: number;
  pageSize: number;
}

/**
 * The NFT marketplace (CONTRACT-DELTA "NFT"): collections and items are public (an item says
 * `mine` when a signed-in caller owns it); buying, listing and delisting are money routes (buying
 * and listing need an active account; delisting only unwinds) and run in one transaction each,
 * the item row locked (src/nft/trade.ts).
 */
export function registerNftRoutes(api: FastifyInstance, ctx: AppContext): void {
  const { db, clock } = ctx;
  /** The signed-in caller when a valid token came, else nobody: browsing needs no account. */
  const viewerOf = async (request: FastifyRequest) => {
    const token = tokenOf(request);
    return token ? userIdOfToken(db, request.tenant, token, clock.now()) : undefined;
  };

  api.get('/api/nft/collections', async (request) => ok(await listCollections(db, request.tenant, request.locale)));

  api.get<{ Params: { id: string } }>('/api/nft/collection/:id', async (request) => {
    const id = pathId(request.params.id);
    const collection = id === undefined ? undefined : await findCollection(db, request.tenant, id, request.locale);
    if (!collection) throw new BusinessError(NFT_MSG.collectionNotFound);
    return ok(collection);
  });

  api.get<{ Querystring: ItemsQuery }>(
    '/api/nft/items',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['pageNum', 'pageSize'],
          properties: {
            collectionId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
            search: { type: 'string', maxLength: 64 },
            sort: { type: 'string', enum: [...NFT_SORTS] },
            listedOnly: { type: 'boolean' },
            pageNum: { type: 'integer', minimum: 1, maximum: 100_000 },
            pageSize: { type: 'integer', minimum: 1, maximum: 100 },
          },
        },
      },
    },
    async (request) => {
      const q = request.query;
      const page = await listItems(db, request.tenant, request.locale, await viewerOf(request), {
        ...(q.collectionId === undefined ? {} : { collectionId: q.collectionId }),
        ...(q.search === undefined ? {} : { search: q.search }),
        sort: q.sort ?? 'newest',
        listedOnly: q.listedOnly ?? false,
        pageNum: q.pageNum,
        pageSize: q.pageSize,
      });
      return okRows(page.rows, page.total);
    },
  );

  api.get<{ Params: { id: string } }>('/api/nft/item/:id', async (request) => {
    const id = pathId(request.params.id);
    const item = id === undefined ? undefined : await findItem(db, request.tenant, request.locale, await viewerOf(request), id);
    if (!item) throw new BusinessError(NFT_MSG.itemNotFound);
    return ok(item);
  });

  api.get<{ Params: { id: string } }>('/api/nft/item/:id/sales', async (request) => {
    const id = pathId(request.params.id);
    const item = id === undefined ? undefined : await findItem(db, request.tenant, request.locale, undefined, id);
    if (!item) throw new BusinessError(NFT_MSG.itemNotFound);
    return ok(await listSales(db, request.tenant, item.id));
  });

  api.get('/api/nft/mine', async (request) => {
    const { userId } = await requireSignedIn(db, request, clock.now());
    return ok(await listMine(db, request.tenant, request.locale, userId));
  });

  moneyRoute(api, ctx, '/api/nft/buy', async ({ request, tenant, userId, now, submit }) => {
    const input = new Input(request);
    const itemId = input.id('itemId');
    const price = input.string('price', 64);
    const who: Caller = { tenant, userId, locale: request.locale };
    return ok(await submit({ itemId, price }, (tx) => buyItem(tx, who, itemId, price, now)), 'Purchased');
  });

  moneyRoute(api, ctx, '/api/nft/list', async ({ request, tenant, userId, submit }) => {
    const input = new Input(request);
    const itemId = input.id('itemId');
    const price = input.string('price', 64);
    const who: Caller = { tenant, userId, locale: request.locale };
    return ok(await submit({ itemId, price }, (tx) => listItem(tx, who, itemId, price)), 'Listed');
  });

  moneyRoute(api, ctx, '/api/nft/delist', async ({ request, tenant, userId, submit }) => {
    const itemId = new Input(request).id('itemId');
    const who: Caller = { tenant, userId, locale: request.locale };
    return ok(await submit({ itemId }, (tx) => delistItem(tx, who, itemId)), 'Delisted');
  });
}
