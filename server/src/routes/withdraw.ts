import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { verifyPassword, type PasswordHash } from '../auth/password.js';
import { requireSignedIn } from '../auth/signed-in.js';
import { Dec, parseAmount } from '../funds/amount.js';
import { INVALID_ADDRESS, isChain, normaliseChainAddress, withdrawCoins, withdrawLimits } from '../funds/chains.js';
import type { Paging } from '../funds/recharge-store.js';
import {
  countAddresses,
  createWithdrawal,
  findWithdrawal,
  frozenAmounts,
  listAddresses,
  listWithdrawals,
  MAX_SAVED_ADDRESSES,
  removeAddress,
  saveAddress,
  withdrawStatus,
} from '../funds/withdraw-store.js';
import type { Queryable } from '../db/db.js';
import { Input } from '../http/input.js';
import { moneyRoute } from '../http/money-route.js';
import { BusinessError, ok, okRows } from '../http/reply.js';
import { requireTenant } from '../tenants/tenant-store.js';
import { findUserById } from '../users/user-store.js';
import { FUND_PASSWORD_CHANGED, sameHash } from './fund-password.js';
import { ORDER_NOT_FOUND, PAGING_SCHEMA, pagingOf } from './recharge.js';

const unsupported = (coin: string, chain: string) => `Withdrawals of ${coin.toUpperCase() || '?'} on ${chain || '?'} are not supported`;
const show = (value: string) => new Dec(value).toFixed();

interface WithdrawalFields {
  coin: string;
  chain: string;
  typed: string;
  amountText: string | undefined;
}

/**
 * A withdrawal's checks, in the order the user is told: the tenant's switch, a fund password set,
 * the coin and chain, the address, the amount. Answers what the order needs, and the fund
 * password's hash (locked with the user's row when `lockUser`, in the transaction).
 */
async function checkWithdrawal(q: Queryable, tenantName: string, userId: number, fields: WithdrawalFields, lockUser = false) {
  const { coin, chain, typed, amountText } = fields;
  const tenant = await requireTenant(q, tenantName);
  const status = await withdrawStatus(q, tenant.name);
  if (!status.open) throw new BusinessError(status.message ?? 'Withdrawals are temporarily unavailable');
  const user = await findUserById(q, userId, lockUser);
  if (!user?.fundPassword) throw new BusinessError('Please set a fund password first');
  const limits = isChain(chain) ? withdrawLimits(tenant.settings, coin, chain) : undefined;
  if (!limits || !isChain(chain)) throw new BusinessError(unsupported(coin, chain));
  if (!typed.trim()) throw new BusinessError('Please enter an address');
  const address = normaliseChainAddress(chain, typed);
  if (!address) throw new BusinessError(INVALID_ADDRESS[chain]);
  const amount = parseAmount(amountText);
  const unit = coin.toUpperCase();
  if (amount.lt(limits.minAmount)) throw new BusinessError(`Below the minimum withdrawal of ${show(limits.minAmount)} ${unit}`);
  if (amount.gt(limits.maxAmount)) throw new BusinessError(`Above the maximum withdrawal of ${show(limits.maxAmount)} ${unit}`);
  const fee = new Dec(limits.fee);
  if (!amount.minus(fee).gt(0)) throw new BusinessError(`The amount must be more than the fee of ${show(limits.fee)} ${unit}`);
  return { tenant: tenant.name, address, amount, fee, fundPassword: user.fundPassword };
}

/**
 * Withdrawals (spec §7 "Withdraw"): coins and chains with fees and limits, the tenant's switch,
 * the address book, what is frozen, the submit (fund password; the amount is frozen until
 * reviewed: POST /api/__dev/withdraw/review) and the user's own orders.
 */
export function registerWithdrawRoutes(api: FastifyInstance, ctx: AppContext): void {
  const { db, clock, loginLimits } = ctx;
  api.get('/api/common/getWithDrawCoinList', async (request) => ok(withdrawCoins((await requireTenant(db, request.tenant)).settings)));

  api.get('/api/withdraw/getWithdrawStatus', async (request) => {
    await requireTenant(db, request.tenant);
    return ok(await withdrawStatus(db, request.tenant));
  });

  api.get('/api/withdraw/addressList', async (request) => {
    const { userId } = await requireSignedIn(db, request, clock.now());
    return ok(await listAddresses(db, request.tenant, userId));
  });

  // {coin, chain, address, label}: the address is checked for its chain and stored normalised.
  moneyRoute(api, ctx, '/api/withdraw/saveCacheAddress', async ({ request, userId, now, submit }) => {
    const input = new Input(request);
    const coin = (input.string('coin', 32) ?? '').trim().toLowerCase();
    const chain = (input.string('chain', 32) ?? '').trim().toUpperCase();
    const typed = input.string('address', 128) ?? '';
    const label = (input.string('label', 128) ?? '').trim().replace(/\s+/g, ' ');
    const tenant = await requireTenant(db, request.tenant);
    if (!isChain(chain) || !withdrawLimits(tenant.settings, coin, chain)) throw new BusinessError(unsupported(coin, chain));
    if (!typed.trim()) throw new BusinessError('Please enter an address');
    const address = normaliseChainAddress(chain, typed);
    if (!address) throw new BusinessError(INVALID_ADDRESS[chain]);
    const labelLength = [...label].length;
    if (labelLength < 1 || labelLength > 30 || /[\p{Cc}\p{Cf}]/u.test(label)) throw new BusinessError('Please enter a label of 1 to 30 characters');
    return submit({ coin, chain, address, label }, async (tx) => {
      // The user's row locked: two saves at once cannot both pass the count.
      await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
      if ((await countAddresses(tx, userId)) >= MAX_SAVED_ADDRESSES) throw new BusinessError(`You can save at most ${MAX_SAVED_ADDRESSES} addresses`);
      const saved = await saveAddress(tx, { tenant: tenant.name, userId, coin, chain, address, label, now });
      if (!saved) throw new BusinessError('This address is already saved');
      return ok(saved, 'Saved');
    });
  });

  moneyRoute(api, ctx, '/api/withdraw/removeAddress', async ({ request, userId, submit }) => {
    const id = new Input(request).id('id');
    return submit({ id }, async (tx) => {
      if (!(await removeAddress(tx, request.tenant, userId, id))) throw new BusinessError('Address not found');
      return ok(null, 'Removed');
    });
  });

  api.get('/api/withdraw/freezeList', async (request) => {
    const { userId } = await requireSignedIn(db, request, clock.now());
    return ok(await frozenAmounts(db, request.tenant, userId));
  });

  // coin, chain, address, amount, pwd: from the body or the query (postSecret).
  moneyRoute(api, ctx, '/api/withdraw/submit', async ({ request, userId, now, submit, replaying }) => {
    const input = new Input(request);
    const coin = (input.string('coin', 32) ?? '').trim().toLowerCase();
    const chain = (input.string('chain', 32) ?? '').trim().toUpperCase();
    const typed = input.string('address', 128) ?? '';
    const amountText = input.string('amount', 64);
    const pwd = input.string('pwd', 128) ?? '';
    const order = { coin, chain, typed, amountText };
    // Checked, and the fund password verified (scrypt, ~50 ms), before the transaction: a
    // transaction holds its connection and locks while it is open, so it does no slow work. A
    // repeat of a withdrawal that was made (its Idempotency-Key answered) is answered as it was.
    let verified: PasswordHash | undefined;
    if (!(await replaying())) {
      const checked = await checkWithdrawal(db, request.tenant, userId, order);
      if (!pwd) throw new BusinessError('Please enter your fund password');
      const fundPassword = checked.fundPassword;
      const proved = await loginLimits.attempt(checked.tenant, request.ip, `fund|${userId}`, () => verifyPassword(pwd, fundPassword));
      if (!proved) throw new BusinessError('Incorrect fund password');
      verified = fundPassword;
    }
    return submit(
      // The fund password is no part of the fingerprint: it is never stored, not even hashed.
      { coin, chain, address: typed.trim(), amount: amountText },
      async (tx) => {
        // Checked again in the transaction, the user's row locked: the switch may have closed,
        // and the password verified above must still be the account's (changed since, or not
        // verified because the answer the peek saw is gone: asked again).
        const current = await checkWithdrawal(tx, request.tenant, userId, order, true);
        if (!verified || !sameHash(current.fundPassword, verified)) throw new BusinessError(FUND_PASSWORD_CHANGED);
        const id = await createWithdrawal(tx, { tenant: current.tenant, userId, coin, chain, address: current.address, amount: current.amount, fee: current.fee, now });
        return ok({ id }, 'Submitted for review');
      },
    );
  });

  api.get<{ Querystring: Paging }>('/api/withdraw/list', { schema: PAGING_SCHEMA }, async (request) => {
    const { userId } = await requireSignedIn(db, request, clock.now());
    const { rows, total } = await listWithdrawals(db, request.tenant, userId, pagingOf(request.query));
    return okRows(rows, total);
  });

  // detail?id: the user's own order only.
  api.get<{ Querystring: { id?: string } }>('/api/withdraw/detail', async (request) => {
    const { userId } = await requireSignedIn(db, request, clock.now());
    const raw = request.query.id;
    const id = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : undefined;
    const order = id === undefined ? undefined : await findWithdrawal(db, request.tenant, userId, id);
    if (!order) throw new BusinessError(ORDER_NOT_FOUND);
    return ok(order);
  });
}
