import type { Queryable } from '../db/db.js';
import type { Settings } from '../contract.js';
import type { DefiIncome, DefiInvestment, DefiOrder, DefiOverview } from '../contract.js';
import { claimedActivities } from '../defi/activity-store.js';
import { type Dec, decimalString } from '../funds/amount.js';
import { limit, limitParams, type Paging } from '../funds/recharge-store.js';
import { BusinessError } from '../http/reply.js';
import { accrueOrder } from './accrual.js';
import { chooseTier, DAY_MS, utcDayStart } from './maths.js';
import { closeOrder, findOrder, insertOrder, normaliseOrder, ORDER_COLUMNS, type StakeOrderRow } from './order-store.js';
import { lockStake, releaseStake } from './stake-ledger.js';

/**
 * DeFi participation as a custodial stake (the wallet safety line: no token approval, no
 * allowance; USDT moves inside the ledger from the user's funding account). A stake earns its
 * tier's daily rate until the user redeems it; it has no term.
 */

export interface Owner {
  tenant: string;
  userId: number;
}

export const DEFI_COIN = 'usdt';
/** The pool figure when a tenant has none of its own (spec §3 "DeFi store"). */
export const DEFAULT_DIVIDE_BALANCE = '10000';

export const DEFI_MSG = {
  closed: 'DeFi staking is not available',
  notFound: 'Order not found',
  redeemed: 'This stake has already been redeemed',
  activityNotFound: 'Activity not found',
  below: (min: string) => `The minimum stake is ${min} USDT`,
  above: (max: string) => `The maximum stake is ${max} USDT`,
} as const;

const toDefiOrder = (order: StakeOrderRow): DefiOrder => ({
  id: order.id,
  amount: order.amount,
  coin: 'usdt',
  rate: order.dailyRate,
  status: order.status === 0 ? 0 : 1,
  income: order.accrued,
  createTime: order.createTime,
  redeemTime: order.closeTime,
});

/** The tiers of settings.defiIncome, as decimals in canonical form. */
const tiersOf = (settings: Settings) =>
  (settings.defiIncome ?? []).map((t) => ({
    minAmount: decimalString(t.minAmount),
    maxAmount: t.maxAmount === '' ? '' : decimalString(t.maxAmount),
    rate: decimalString(t.rate),
  }));

/** The pool overview: the tenant's figure, how many users hold a stake now, the tiers. */
export async function defiOverview(db: Queryable, tenant: string, settings: Settings): Promise<DefiOverview> {
  const [pool] = await db.query<{ divideBalance: string }>('SELECT divide_balance::text AS "divideBalance" FROM defi_pools WHERE tenant = $1', [tenant]);
  const [count] = await db.query<{ n: number }>(
    "SELECT count(DISTINCT user_id)::int AS n FROM stake_orders WHERE tenant = $1 AND source = 'defi' AND status = 0",
    [tenant],
  );
  return {
    divideBalance: decimalString(pool?.divideBalance ?? DEFAULT_DIVIDE_BALANCE),
    poolCoin: 'ETH',
    participants: count?.n ?? 0,
    rates: tiersOf(settings),
  };
}

/** Stakes `amount` USDT at the rate of the tier it falls in, in the caller's transaction. */
export async function joinDefi(tx: Queryable, owner: Owner, settings: Settings, amount: Dec, now: number): Promise<DefiOrder> {
  const choice = chooseTier(tiersOf(settings), amount);
  if (!choice.ok) {
    if (choice.reason === 'none') throw new BusinessError(DEFI_MSG.closed);
    throw new BusinessError(choice.reason === 'below' ? DEFI_MSG.below(choice.limit) : DEFI_MSG.above(choice.limit));
  }
  const order = {
    ...owner,
    source: 'defi' as const,
    productId: null,
    coin: DEFI_COIN,
    amount: decimalString(amount),
    dailyRate: choice.tier.rate,
    days: 0,
    createTime: now,
    endTime: null,
  };
  const id = await insertOrder(tx, order);
  await lockStake(tx, { ...order, id }, now);
  return toDefiOrder((await findOrder(tx, owner, 'defi', id))!);
}

/** Ends one of the user's stakes: the days it earned are paid first, then the USDT returns. */
export async function redeemDefi(tx: Queryable, owner: Owner, id: number, now: number): Promise<DefiOrder> {
  const order = await findOrder(tx, owner, 'defi', id, true);
  if (!order) throw new BusinessError(DEFI_MSG.notFound);
  if (order.status !== 0) throw new BusinessError(DEFI_MSG.redeemed);
  await accrueOrder(tx, id, now);
  await closeOrder(tx, id, 1, now);
  await releaseStake(tx, order, now);
  return toDefiOrder((await findOrder(tx, owner, 'defi', id))!);
}

/** What the user has staked now, the income for the day just ended and in all, and the activities claimed. */
export async function defiInvestment(db: Queryable, owner: Owner, now: number): Promise<DefiInvestment> {
  const [sums] = await db.query<{ staked: string; today: string; total: string }>(
    `SELECT
       (SELECT COALESCE(sum(amount), 0) FROM stake_orders WHERE tenant = $1 AND user_id = $2 AND source = 'defi' AND status = 0)::text AS staked,
       COALESCE(sum(i.amount) FILTER (WHERE i.day = $3), 0)::text AS today,
       COALESCE(sum(i.amount), 0)::text AS total
     FROM stake_incomes i JOIN stake_orders o ON o.id = i.order_id
     WHERE o.tenant = $1 AND o.user_id = $2 AND o.source = 'defi'`,
    [owner.tenant, owner.userId, utcDayStart(now) - DAY_MS],
  );
  return {
    staked: decimalString(sums?.staked ?? '0'),
    todayIncome: decimalString(sums?.today ?? '0'),
    totalIncome: decimalString(sums?.total ?? '0'),
    activities: await claimedActivities(db, owner.tenant, owner.userId),
  };
}

/** The user's stakes, newest first, paged. */
export async function listDefiOrders(db: Queryable, owner: Owner, paging: Paging): Promise<{ rows: DefiOrder[]; total: number }> {
  const rows = await db.query<StakeOrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM stake_orders o WHERE o.tenant = $1 AND o.user_id = $2 AND o.source = 'defi'
      ORDER BY o.create_time DESC, o.id DESC${limit(paging, 3)}`,
    [owner.tenant, owner.userId, ...limitParams(paging)],
  );
  const [count] = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM stake_orders WHERE tenant = $1 AND user_id = $2 AND source = 'defi'",
    [owner.tenant, owner.userId],
  );
  return { rows: rows.map((r) => toDefiOrder(normaliseOrder(r))), total: count?.n ?? 0 };
}

/** The daily incomes of one of the user's stakes, newest first; undefined when the stake is not theirs. */
export async function defiIncomes(db: Queryable, owner: Owner, orderId: number): Promise<DefiIncome[] | undefined> {
  if (!(await findOrder(db, owner, 'defi', orderId))) return undefined;
  const rows = await db.query<{ id: number; amount: string; rate: string; day: number; createTime: number }>(
    `SELECT id, amount::text AS amount, daily_rate::text AS rate, day, create_time AS "createTime"
       FROM stake_incomes WHERE order_id = $1 ORDER BY day DESC, id DESC`,
    [orderId],
  );
  return rows.map((r) => ({
    id: r.id,
    orderId,
    amount: decimalString(r.amount),
    coin: 'usdt',
    rate: decimalString(r.rate),
    day: Number(r.day),
    createTime: Number(r.createTime),
  }));
}
