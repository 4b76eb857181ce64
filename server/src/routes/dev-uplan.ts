import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { Input } from '../http/input.js';
import { ok, okMessage } from '../http/reply.js';
import { accrueUplan, reviewUplanOrder } from '../uplan/orders.js';
import { closeUplanProduct, deleteUplanProduct } from '../uplan/products.js';

/**
 * Development control over U plan (development mode only): POST /api/__dev/uplan/review {id} is
 * the operator's review (the order starts earning from the clock's now); POST
 * /api/__dev/uplan/accrue pays every reviewed order's income due by now and settles those whose
 * days ran out (answers the ids it looked at). For tests, after /api/__dev/clock. The operator's
 * product upkeep, for the request's tenant: POST /api/__dev/uplan/product/close {id} closes a
 * product to new orders; POST /api/__dev/uplan/product/delete {id} deletes one, refused while it
 * has orders.
 */
export function registerDevUplanRoutes(app: FastifyInstance, { db, clock }: AppContext): void {
  app.post('/api/__dev/uplan/review', async (request) => {
    const id = new Input(request).id('id');
    return ok(await db.transaction((tx) => reviewUplanOrder(tx, id, clock.now())));
  });
  app.post('/api/__dev/uplan/accrue', async () => ok({ orders: await accrueUplan(db, clock.now()) }));
  app.post('/api/__dev/uplan/product/close', async (request) => {
    const id = new Input(request).id('id');
    await db.transaction((tx) => closeUplanProduct(tx, request.tenant, id));
    return okMessage('Closed to new orders');
  });
  app.post('/api/__dev/uplan/product/delete', async (request) => {
    const id = new Input(request).id('id');
    await db.transaction((tx) => deleteUplanProduct(tx, request.tenant, id));
    return okMessage('Deleted');
  });
}
