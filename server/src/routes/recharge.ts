import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { requireSignedIn } from '../auth/signed-in.js';
import { Dec, parseAmount } from '../funds/amount.js';
import { depositCoins, depositRule, isChain } from '../funds/chains.js';
import { resolveDepositAddress } from '../funds/deposit-addresses.js';
import { requireDepositClaimRoom } from '../funds/deposit-claim-limits.js';
import { findRecharge, insertRecharge, listRecharges, type Paging } from '../funds/recharge-store.js';
import { Input } from '../http/input.js';
import { moneyRoute } from '../http/money-route.js';
import { BusinessError, ok, okRows } from '../http/reply.js';
import { requireTenant } from '../tenants/tenant-store.js';
import { fileIdOf } from '../uploads/rules.js';
import { ownedUploads } from '../uploads/upload-store.js';

export const ORDER_NOT_FOUND = 'Order not found';

/** RuoYi paging in a query string: pageNum from 1, pageSize 1–1000; both optional (no pageSize: every row). */
export const PAGING_SCHEMA = {
  querystring: {
    type: 'object',
    properties: { pageNum: { type: 'integer', minimum: 1 }, pageSize: { type: 'integer', minimum: 1, maximum: 1000 } },
  },
} as const;

export const pagingOf = (query: Paging): Paging => ({
  ...(query.pageNum !== undefined ? { pageNum: query.pageNum } : {}),
  ...(query.pageSize !== undefined ? { pageSize: query.pageSize } : {}),
});

/** An id in a path: digits, else nothing is found. */
export const pathId = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : undefined);

/**
 * Deposits (spec §7 "Recharge"): the coins and chains, the user's deposit address, a deposit
 * claim (pending until reviewed: POST /api/__dev/recharge/review), and the user's own orders.
 */
export function registerRechargeRoutes(api: FastifyInstance, ctx: AppContext): void {
  const { db, clock } = ctx;
  api.get('/api/common/getAppCurrencyList', async (request) => ok(depositCoins((await requireTenant(db, request.tenant)).settings)));

  // data keyed by coin name (spec §7): {usdt: "T…"}.
  api.get('/api/recharge/getAdress', async (request) => {
    const { userId } = await requireSignedIn(db, request, clock.now());
    const input = new Input(request);
    const coin = (input.string('coin', 32) ?? '').trim().toLowerCase();
    const chain = (input.string('symbol', 32) ?? '').trim().toUpperCase();
    const tenant = await requireTenant(db, request.tenant);
    if (!isChain(chain) || !depositRule(tenant.settings, coin, chain)) {
      throw new BusinessError(`Deposits of ${coin.toUpperCase() || '?'} on ${chain || '?'} are not supported`);
    }
    const { address, demo } = await resolveDepositAddress(db, ctx.mode, tenant, userId, coin, chain);
    // demo: a built-in address nobody holds keys to (deposit-addresses.ts); the client warns.
    return { ...ok({ [coin]: address }), ...(demo ? { demo: true } : {}) };
  });

  // {coin, chain, amount, proofUrl?} (body or query): a pending order; nothing is credited until approved.
  moneyRoute(api, ctx, '/api/recharge/submit', async ({ request, userId, now, submit }) => {
    const input = new Input(request);
    const coin = (input.string('coin', 32) ?? '').trim().toLowerCase();
    const chain = (input.string('chain', 32) ?? '').trim().toUpperCase();
    const amountText = input.string('amount', 64);
    const proofUrl = input.string('proofUrl', 512)?.trim() || undefined;
    return submit(
      { coin, chain, amount: amountText, proofUrl },
      async (tx) => {
        const tenant = await requireTenant(tx, request.tenant);
        const rule = isChain(chain) ? depositRule(tenant.settings, coin, chain) : undefined;
        if (!rule) throw new BusinessError(`Deposits of ${coin.toUpperCase() || '?'} on ${chain || '?'} are not supported`);
        const amount = parseAmount(amountText);
        if (amount.lt(rule.minAmount)) throw new BusinessError(`Below the minimum deposit of ${new Dec(rule.minAmount).toFixed()} ${coin.toUpperCase()}`);
        await requireDepositClaimRoom(tx, { tenant: tenant.name, userId, coin, amount });
        let proof: string | null = null;
        if (proofUrl !== undefined) {
          const id = fileIdOf(proofUrl);
          // Only a file this user uploaded: someone else's URL is as good as none.
          if (!id || !(await ownedUploads(tx, tenant.name, userId, [id])).has(id)) throw new BusinessError('Please upload the proof again');
          proof = id;
        }
        const id = await insertRecharge(tx, { tenant: tenant.name, userId, coin, chain, amount: amount.toFixed(), proof, now });
        return ok({ id }, 'Submitted for review');
      },
    );
  });

  api.get<{ Querystring: Paging }>('/api/recharge/list', { schema: PAGING_SCHEMA }, async (request) => {
    const { userId } = await requireSignedIn(db, request, clock.now());
    const { rows, total } = await listRecharges(db, request.tenant, userId, pagingOf(request.query));
    return okRows(rows, total);
  });

  // The user's own order only: another user's or tenant's id answers like a missing one.
  api.get<{ Params: { id: string } }>('/api/recharge/:id', async (request) => {
    const { userId } = await requireSignedIn(db, request, clock.now());
    const id = pathId(request.params.id);
    const order = id === undefined ? undefined : await findRecharge(db, request.tenant, userId, id);
    if (!order) throw new BusinessError(ORDER_NOT_FOUND);
    return ok(order);
  });
}
