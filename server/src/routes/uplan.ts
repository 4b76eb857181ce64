import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { requireSignedIn } from '../auth/signed-in.js';
import { Input } from '../http/input.js';
import { moneyRoute } from '../http/money-route.js';
import { asSettlement } from '../http/money-scope.js';
import { BusinessError, ok, okRows } from '../http/reply.js';
import { accrueUplan, appendUplanOrder, createUplanOrder, endUplanOrder, findUplanOrder, listUplanOrders, type Owner } from '../uplan/orders.js';
import { findUplanProduct, listUplanProducts } from '../uplan/products.js';

const ID = /^\d{1,9}$/;

/**
 * The U plan calls (spec §7 "U plan", CONTRACT-DELTA "U plan"). Products are readable without
 * signing in; orders are the signed-in user's own. A user's income due is paid before any of their
 * order reads or top-ups answers.
 */
export function registerUplanRoutes(api: FastifyInstance, ctx: AppContext): void {
  const { db, clock } = ctx;

  const owner = async (request: FastifyRequest, now: number): Promise<Owner> => ({
    tenant: request.tenant,
    userId: (await requireSignedIn(db, request, now)).userId,
  });

  /** A signed-in read, after the user's income due has been paid (a settlement). */
  const accruedOwner = async (request: FastifyRequest): Promise<Owner> => {
    const now = clock.now();
    const o = await owner(request, now);
    await asSettlement(() => accrueUplan(db, now, o));
    return o;
  };

  api.get('/api/uplanProduct/list', async (request) => okRows(await listUplanProducts(db, request.tenant, request.locale)));

  api.get<{ Params: { id: string } }>('/api/uplanProduct/:id', async (request) => {
    const id = ID.test(request.params.id) ? Number(request.params.id) : undefined;
    const product = id === undefined ? undefined : await findUplanProduct(db, request.tenant, id, request.locale);
    if (!product) throw new BusinessError('Product not found');
    return ok(product);
  });

  api.get('/api/uplanOrder/list', async (request) => {
    // Absent: the signed tab. 3 (completed) is readable too, though no tab shows it.
    const orderStatus = new Input(request).choice('orderStatus', [1, 2, 3] as const, false) ?? 1;
    return okRows(await listUplanOrders(db, await accruedOwner(request), orderStatus, request.locale));
  });

  api.get<{ Params: { id: string } }>('/api/uplanOrder/:id', async (request) => {
    const o = await accruedOwner(request);
    if (!ID.test(request.params.id)) throw new BusinessError('Order not found');
    return ok(await findUplanOrder(db, o, Number(request.params.id), request.locale));
  });

  moneyRoute(api, ctx, '/api/uplanOrder/createOrder', async ({ request, tenant, userId, now, submit }) => {
    const input = new Input(request);
    const fields = { planId: input.id('planId'), alreadyAmount: input.string('alreadyAmount', 64) };
    return submit(fields, async (tx) => ok(await createUplanOrder(tx, { tenant, userId }, fields, now, request.locale), 'Signed'));
  });

  moneyRoute(api, ctx, '/api/uplanOrder/appendOrder', async ({ request, tenant, userId, now, submit }) => {
    const input = new Input(request);
    const fields = { id: input.id('id'), alreadyAmount: input.string('alreadyAmount', 64) };
    return submit(fields, async (tx) => ok(await appendUplanOrder(tx, { tenant, userId }, fields, now, request.locale), 'Topped up'));
  });

  // Frozen accounts may use it (the money list's frozenMayUse): it only gives their own USDT back.
  moneyRoute(api, ctx, '/api/uplanOrder/endOrder', async ({ request, tenant, userId, now, submit }) => {
    const fields = { id: new Input(request).id('id') };
    return submit(fields, async (tx) => ok(await endUplanOrder(tx, { tenant, userId }, fields, now, request.locale), 'Ended'));
  });
}
