import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { requireSignedIn } from '../auth/signed-in.js';
import { claimActivity, findActivity, offeredActivities, type ClaimResult } from '../defi/activity-store.js';
import { accrue } from '../finance/accrual.js';
import { DEFI_MSG, defiIncomes, defiInvestment, defiOverview, joinDefi, listDefiOrders, redeemDefi, type Owner } from '../finance/defi-stakes.js';
import { parseAmount } from '../funds/amount.js';
import type { Paging } from '../funds/recharge-store.js';
import { badRequest, Input } from '../http/input.js';
import { moneyRoute } from '../http/money-route.js';
import { asSettlement } from '../http/money-scope.js';
import { BusinessError, ok, okRows } from '../http/reply.js';
import { requireTenant } from '../tenants/tenant-store.js';
import { PAGING_SCHEMA, pagingOf, pathId } from './recharge.js';

const CLAIM_FAILURE: Record<Exclude<ClaimResult, 'claimed'>, string> = {
  'not-found': 'Activity not found',
  'already-claimed': 'This activity has already been claimed',
  'not-started': 'This activity has not started yet',
  ended: 'This activity has ended',
};

/**
 * DeFi (spec §3, §4 "Activity popup", §7 DeFi): the activity notices, and participation as a
 * custodial USDT stake through the ledger (CONTRACT-DELTA "DeFi stakes"; no token approval is
 * asked or reported: the wallet safety line). The spec's notice path names the user; the user is
 * still taken from the token, and a path naming anyone else is refused (rule 14).
 */
export function registerDefiRoutes(api: FastifyInstance, ctx: AppContext): void {
  const { db, clock } = ctx;
  api.get<{ Params: { userId: string } }>('/api/apiDefi/showDefiActivityNotice/:userId', async (request) => {
    if (!/^\d{1,9}$/.test(request.params.userId)) throw badRequest('userId must be a positive integer');
    const { userId } = await requireSignedIn(db, request, clock.now());
    if (Number(request.params.userId) !== userId) throw new BusinessError('Not allowed');
    return ok(await offeredActivities(db, request.tenant, userId, clock.now()));
  });

  // {id, status: 1} in a JSON body (the client) or the query; claiming is the only change a user makes.
  api.post('/api/apiDefi/updateDefiActivity', async (request) => {
    const { userId } = await requireSignedIn(db, request, clock.now());
    const input = new Input(request);
    const id = input.id('id');
    input.choice('status', [1] as const);
    const result = await claimActivity(db, request.tenant, userId, id, clock.now());
    if (result !== 'claimed') throw new BusinessError(CLAIM_FAILURE[result]);
    return ok(null, 'Claimed');
  });

  const signedIn = async (request: FastifyRequest, now: number): Promise<Owner> => ({
    tenant: request.tenant,
    userId: (await requireSignedIn(db, request, now)).userId,
  });
  /** The user's stakes are brought up to date (each whole day's income paid: a settlement) before they are read. */
  const upToDate = async (request: FastifyRequest): Promise<{ owner: Owner; now: number }> => {
    const now = clock.now();
    const owner = await signedIn(request, now);
    await asSettlement(() => accrue(db, now, owner));
    return { owner, now };
  };

  api.get('/api/apiDefi/getDefiRate', async (request) => {
    const { settings } = await requireTenant(db, request.tenant);
    return ok(await defiOverview(db, request.tenant, settings));
  });

  api.get('/api/apiDefi/userInvestment', async (request) => {
    const { owner, now } = await upToDate(request);
    return ok(await defiInvestment(db, owner, now));
  });

  api.get<{ Querystring: Paging }>('/api/apiDefi/showOrder', { schema: PAGING_SCHEMA }, async (request) => {
    const { owner } = await upToDate(request);
    const { rows, total } = await listDefiOrders(db, owner, pagingOf(request.query));
    return okRows(rows, total);
  });

  // The user's own stake only: another user's or tenant's id answers like a missing one.
  api.get<{ Params: { id: string } }>('/api/apiDefi/showIncome/:id', async (request) => {
    const { owner } = await upToDate(request);
    const id = pathId(request.params.id);
    const incomes = id === undefined ? undefined : await defiIncomes(db, owner, id);
    if (!incomes) throw new BusinessError(DEFI_MSG.notFound);
    return ok(incomes);
  });

  api.get<{ Params: { id: string } }>('/api/apiDefi/showDefiActivity/:id', async (request) => {
    const owner = await signedIn(request, clock.now());
    const id = pathId(request.params.id);
    const activity = id === undefined ? undefined : await findActivity(db, owner.tenant, owner.userId, id);
    if (!activity) throw new BusinessError(DEFI_MSG.activityNotFound);
    return ok(activity);
  });

  moneyRoute(api, ctx, '/api/apiDefi/join', async ({ request, tenant, userId, now, submit }) => {
    const raw = new Input(request).string('amount', 64);
    const amount = parseAmount(raw);
    const { settings } = await requireTenant(db, tenant);
    const order = await submit({ amount: raw }, (tx) => joinDefi(tx, { tenant, userId }, settings, amount, now));
    return ok(order, 'Staked');
  });

  moneyRoute(api, ctx, '/api/apiDefi/redeem', async ({ request, tenant, userId, now, submit }) => {
    const id = new Input(request).id('id');
    const order = await submit({ id }, (tx) => redeemDefi(tx, { tenant, userId }, id, now));
    return ok(order, 'Redeemed');
  });
}
