import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { requireSignedIn } from '../auth/signed-in.js';
import { Input } from '../http/input.js';
import { moneyRoute } from '../http/money-route.js';
import { asSettlement } from '../http/money-scope.js';
import { BusinessError, ok } from '../http/reply.js';
import { applySubscription, findLaunch, listLaunches, listSubscriptionOrders } from '../lending/launches.js';
import { applyLoan, listLoanProducts, listLoans, repayLoan } from '../lending/loans.js';
import type { Owner } from '../lending/owner.js';
import { lendingSettler } from '../lending/settler.js';

/**
 * Loans and token-launch subscriptions (CONTRACT-DELTA "Loans", "Subscription"). The products and
 * launches are readable without signing in; applying, repaying and the user's own lists need the
 * token. Launches that ended are allocated on a timer, and before any subscription read answers.
 */
export function registerLendingRoutes(api: FastifyInstance, ctx: AppContext): void {
  const { db, clock, market } = ctx;

  const settler = lendingSettler(ctx);
  settler.logError = (error, what) => api.log.error({ err: error }, `lending: ${what} failed`);
  settler.start();
  api.addHook('onClose', () => settler.stop());

  const owner = async (request: FastifyRequest, now: number): Promise<Owner> => ({
    tenant: request.tenant,
    userId: (await requireSignedIn(db, request, now)).userId,
  });

  /** Launches that ended are allocated (a settlement) before a subscription read answers. */
  const settled = () => asSettlement(() => settler.run());

  // ---- Loans -------------------------------------------------------------------------------

  api.get('/api/loan/products', async (request) => ok(await listLoanProducts(db, request.tenant)));

  moneyRoute(api, ctx, '/api/loan/apply', async ({ request, tenant, userId, now, submit }) => {
    const input = new Input(request);
    const fields = {
      productId: input.id('productId'),
      amount: input.string('amount', 64),
      collateralCoin: input.string('collateralCoin', 16),
      collateralAmount: input.string('collateralAmount', 64),
    };
    return submit(fields, async (tx) => ok(await applyLoan({ tx, market, now }, { tenant, userId }, fields), 'Loan received'));
  });

  // The loan watch runs first: the list shows margin calls and liquidations as of now.
  api.get('/api/loan/list', async (request) => {
    const o = await owner(request, clock.now());
    await settled();
    const now = clock.now();
    return ok(await listLoans(db, market, o, now));
  });

  moneyRoute(api, ctx, '/api/loan/repay', async ({ request, tenant, userId, now, submit }) => {
    const id = new Input(request).id('id');
    return submit({ id }, async (tx) => ok(await repayLoan({ tx, market, now }, { tenant, userId }, id), 'Repaid'));
  });

  // ---- Subscription ------------------------------------------------------------------------

  api.get('/api/subscription/list', async (request) => {
    await settled();
    return ok(await listLaunches(db, request.tenant, request.locale, clock.now()));
  });

  api.get('/api/subscription/orders', async (request) => {
    const o = await owner(request, clock.now());
    await settled();
    return ok(await listSubscriptionOrders(db, o));
  });

  moneyRoute(api, ctx, '/api/subscription/apply', async ({ request, tenant, userId, now, submit }) => {
    const input = new Input(request);
    const fields = { launchId: input.id('launchId'), amount: input.string('amount', 64) };
    return submit(fields, async (tx) => ok(await applySubscription(tx, { tenant, userId }, fields, now), 'Applied'));
  });

  // After /orders and /list: a parameter route never shadows them (fastify prefers static paths anyway).
  api.get<{ Params: { id: string } }>('/api/subscription/:id', async (request) => {
    const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : undefined;
    await settled();
    const launch = id === undefined ? undefined : await findLaunch(db, request.tenant, request.locale, id, clock.now());
    if (!launch) throw new BusinessError('Launch not found');
    return ok(launch);
  });
}
