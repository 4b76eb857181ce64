import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { requireSignedIn } from '../auth/signed-in.js';
import { accrue } from '../finance/accrual.js';
import { startAccrualTimer } from '../finance/accrual-timer.js';
import type { ProductAudience, ProductKind } from '../contract.js';
import type { Owner } from '../finance/defi-stakes.js';
import { buyProduct, FINANCE_MSG, getFinanceOrder, listFinanceOrders, redeemHolding, vipStatus } from '../finance/holdings.js';
import { findProduct, listProducts } from '../finance/products.js';
import { parseAmount } from '../funds/amount.js';
import { Input } from '../http/input.js';
import { moneyRoute } from '../http/money-route.js';
import { asSettlement } from '../http/money-scope.js';
import { BusinessError, ok } from '../http/reply.js';
import { requireTenant } from '../tenants/tenant-store.js';
import { pathId } from './recharge.js';

const KIND = { type: 'string', enum: ['financial', 'pledge'] } as const;

/**
 * Financial products and pledges (CONTRACT-DELTA "Finance"): the products in the request's
 * language, buying, the user's holdings and their redemption, and the VIP status; and the daily
 * accrual's timer, which pays DeFi stakes and holdings alike (src/finance/accrual.ts).
 */
export function registerFinanceRoutes(api: FastifyInstance, ctx: AppContext): void {
  const { db, clock } = ctx;
  const timer = startAccrualTimer(db, clock.now, (error) => api.log.error({ err: error }, 'finance: accrual failed'));
  api.addHook('onClose', () => timer.stop());

  const signedIn = async (request: FastifyRequest, now: number): Promise<Owner> => ({
    tenant: request.tenant,
    userId: (await requireSignedIn(db, request, now)).userId,
  });
  /** The user's holdings are brought up to date (income paid, terms ended: a settlement) before they are read. */
  const upToDate = async (request: FastifyRequest): Promise<Owner> => {
    const now = clock.now();
    const owner = await signedIn(request, now);
    await asSettlement(() => accrue(db, now, owner));
    return owner;
  };

  api.get<{ Querystring: { kind: ProductKind; audience?: ProductAudience } }>(
    '/api/financial/list',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['kind'],
          properties: { kind: KIND, audience: { type: 'string', enum: ['all', 'members', 'general'] } },
        },
      },
    },
    async (request) => ok(await listProducts(db, request.tenant, request.locale, request.query.kind, request.query.audience ?? 'all')),
  );

  api.get('/api/financial/vip', async (request) => {
    const owner = await signedIn(request, clock.now());
    return ok(await vipStatus(db, owner.userId, (await requireTenant(db, request.tenant)).settings));
  });

  api.get<{ Querystring: { kind: ProductKind } }>(
    '/api/financial/orders',
    { schema: { querystring: { type: 'object', required: ['kind'], properties: { kind: KIND } } } },
    async (request) => ok(await listFinanceOrders(db, await upToDate(request), request.locale, request.query.kind)),
  );

  // The user's own holding only: another user's or tenant's id answers like a missing one.
  api.get<{ Params: { id: string } }>('/api/financial/order/:id', async (request) => {
    const owner = await upToDate(request);
    const id = pathId(request.params.id);
    const order = id === undefined ? undefined : await getFinanceOrder(db, owner, request.locale, id);
    if (!order) throw new BusinessError(FINANCE_MSG.orderNotFound);
    return ok(order);
  });

  moneyRoute(api, ctx, '/api/financial/buy', async ({ request, tenant, userId, now, submit }) => {
    const input = new Input(request);
    const productId = input.id('productId');
    const raw = input.string('amount', 64);
    const amount = parseAmount(raw);
    const { settings } = await requireTenant(db, tenant);
    const order = await submit({ productId, amount: raw }, (tx) => buyProduct(tx, { tenant, userId }, request.locale, settings, { productId, amount }, now));
    return ok(order, 'Purchased');
  });

  moneyRoute(api, ctx, '/api/financial/redeem', async ({ request, tenant, userId, now, submit }) => {
    const id = new Input(request).id('id');
    const order = await submit({ id }, (tx) => redeemHolding(tx, { tenant, userId }, request.locale, id, now));
    return ok(order, 'Redeemed');
  });

  // After the fixed paths above (find-my-way prefers static segments anyway).
  api.get<{ Params: { id: string } }>('/api/financial/:id', async (request) => {
    const id = pathId(request.params.id);
    const product = id === undefined ? undefined : await findProduct(db, request.tenant, request.locale, id);
    if (!product) throw new BusinessError(FINANCE_MSG.productNotFound);
    return ok(product);
  });
}
