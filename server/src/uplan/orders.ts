import type { UplanOrder, UplanOrderStatus, UplanReviewStatus } from '../contract.js';
import type { Db, Queryable } from '../db/db.js';
import { Dec, decimalString, parseAmount } from '../funds/amount.js';
import { post, systemAccount, userAccount } from '../funds/ledger.js';
import { BusinessError } from '../http/reply.js';
import { requireActive } from '../trading/account-status.js';
import { dailyIncome, EARLY_END_PENALTY_PERCENT, earlyEnd, earnedDays } from './maths.js';
import { findProductRow, UPLAN_COIN } from './products.js';
import type { Locale } from '../i18n.js';

/**
 * U plan orders (CONTRACT-DELTA "U plan"): signing freezes the amount in the funding account
 * (stake); once reviewed, each whole day held pays alreadyAmount × dayRate % from the house
 * (income); when the days run out a full order completes (the amount released: unstake) and an
 * unfilled one is overdue until it is topped up to full, which completes it, or the user ends it
 * early for the principal less the stated penalty.
 */

export interface Owner {
  tenant: string;
  userId: number;
}

interface OrderRow {
  id: number;
  tenant: string;
  userId: number;
  planId: number;
  planTitle: string;
  planIcon: string;
  projectAmount: string;
  alreadyAmount: string;
  limitMin: string;
  days: number;
  accruedDays: number;
  dayRate: string;
  accumulaEarn: string;
  reviewStatus: UplanReviewStatus;
  orderStatus: UplanOrderStatus;
  reviewTime: number | null;
  lang: string;
}

/** An order and its plan's title in the language of $1 (English where the plan has none; `lang` says which). */
const ORDER_SELECT = `SELECT o.id, o.tenant, o.user_id AS "userId", o.plan_id AS "planId", COALESCE(t.title, p.title) AS "planTitle",
  COALESCE(t.lang, 'en') AS lang, p.icon AS "planIcon",
  o.project_amount::text AS "projectAmount", o.already_amount::text AS "alreadyAmount", o.limit_min::text AS "limitMin", o.days,
  o.accrued_days AS "accruedDays", o.day_rate::text AS "dayRate", o.accumula_earn::text AS "accumulaEarn",
  o.review_status AS "reviewStatus", o.order_status AS "orderStatus", o.review_time AS "reviewTime"
  FROM uplan_orders o JOIN uplan_products p ON p.id = o.plan_id
  LEFT JOIN uplan_product_translations t ON t.product_id = p.id AND t.lang = $1`;

const toOrder = (row: OrderRow): UplanOrder => ({
  id: row.id,
  planId: row.planId,
  planTitle: row.planTitle,
  planIcon: row.planIcon,
  projectAmount: decimalString(row.projectAmount),
  alreadyAmount: decimalString(row.alreadyAmount),
  limitMin: decimalString(row.limitMin),
  days: row.days,
  remainDay: row.days - row.accruedDays,
  dayRate: decimalString(row.dayRate),
  accumulaEarn: decimalString(row.accumulaEarn),
  reviewStatus: row.reviewStatus,
  orderStatus: row.orderStatus,
  lang: row.lang,
  ...(row.orderStatus === 2 ? { earlyEnd: earlyEndTerms(row.alreadyAmount) } : {}),
});

/** What ending an overdue order early costs and returns, as the answer states it. */
function earlyEndTerms(alreadyAmount: string) {
  const { penalty, returned } = earlyEnd(alreadyAmount);
  return { penaltyRate: EARLY_END_PENALTY_PERCENT, penalty: decimalString(penalty), returned: decimalString(returned) };
}

const orderRef = (id: number) => ({ type: 'uplan_order', id });
const funding = (o: Pick<OrderRow, 'tenant' | 'userId'>) => userAccount(o.tenant, o.userId, UPLAN_COIN);

async function readOrder(db: Queryable, id: number, lock = false, locale: Locale = 'en'): Promise<OrderRow | undefined> {
  const [row] = await db.query<OrderRow>(`${ORDER_SELECT} WHERE o.id = $2${lock ? ' FOR UPDATE OF o' : ''}`, [locale, id]);
  return row;
}

/** Moves `amount` between the funding account's available and frozen USDT of the order's owner. */
async function moveStake(tx: Queryable, row: Pick<OrderRow, 'id' | 'tenant' | 'userId'>, amount: Dec, now: number, release: boolean) {
  const account = funding(row);
  await post(tx, {
    tenant: row.tenant,
    kind: release ? 'unstake' : 'stake',
    ref: orderRef(row.id),
    now,
    legs: [
      { account, amount: release ? amount : amount.negated() },
      { account, bucket: 'frozen', amount: release ? amount.negated() : amount },
    ],
  });
}

/** Completes a full order: the pledged amount goes back to available. */
async function complete(tx: Queryable, row: OrderRow, now: number) {
  await moveStake(tx, row, new Dec(row.alreadyAmount), now, true);
  await tx.query('UPDATE uplan_orders SET order_status = 3, review_status = 2 WHERE id = $1', [row.id]);
}

/**
 * Pays the days of income an order (locked by the caller) has earned by `now`, then settles it when
 * its days have run out: completed when full, overdue otherwise. Orders not reviewed, overdue or
 * completed are left as they are.
 */
async function accrueLocked(tx: Queryable, row: OrderRow, now: number): Promise<void> {
  if (row.reviewStatus !== 1 || row.orderStatus !== 1 || row.reviewTime === null) return;
  const earned = earnedDays(row.reviewTime, now, row.days);
  const due = earned - row.accruedDays;
  if (due <= 0) return;
  const income = dailyIncome(row.alreadyAmount, row.dayRate).times(due);
  if (income.gt(0)) {
    await post(tx, {
      tenant: row.tenant,
      kind: 'income',
      ref: orderRef(row.id),
      now,
      legs: [
        { account: systemAccount(row.tenant, UPLAN_COIN, 'house'), amount: income.negated() },
        { account: funding(row), amount: income },
      ],
    });
  }
  await tx.query('UPDATE uplan_orders SET accrued_days = $2, accumula_earn = accumula_earn + $3 WHERE id = $1', [
    row.id,
    earned,
    decimalString(income),
  ]);
  if (earned < row.days) return;
  if (new Dec(row.alreadyAmount).eq(row.projectAmount)) await complete(tx, row, now);
  else await tx.query('UPDATE uplan_orders SET order_status = 2 WHERE id = $1', [row.id]);
}

/** Ids of the orders (of one user, or of everyone) that may have income due. */
async function accruingIds(db: Queryable, owner?: Owner): Promise<number[]> {
  const rows = owner
    ? await db.query<{ id: number }>('SELECT id FROM uplan_orders WHERE review_status = 1 AND order_status = 1 AND tenant = $1 AND user_id = $2', [
        owner.tenant,
        owner.userId,
      ])
    : await db.query<{ id: number }>('SELECT id FROM uplan_orders WHERE review_status = 1 AND order_status = 1 ORDER BY id');
  return rows.map((r) => r.id);
}

/** Brings the orders (of one user, or of everyone) up to `now`, each in its own transaction. */
export async function accrueUplan(db: Db, now: number, owner?: Owner): Promise<number[]> {
  const ids = await accruingIds(db, owner);
  for (const id of ids) {
    await db.transaction(async (tx) => {
      const row = await readOrder(tx, id, true);
      if (row) await accrueLocked(tx, row, now);
    });
  }
  return ids;
}

/** The user's orders of one status (1 signed, 2 overdue), newest first. */
export async function listUplanOrders(db: Queryable, owner: Owner, orderStatus: number, locale: Locale): Promise<UplanOrder[]> {
  const rows = await db.query<OrderRow>(`${ORDER_SELECT} WHERE o.tenant = $2 AND o.user_id = $3 AND o.order_status = $4 ORDER BY o.id DESC`, [
    locale,
    owner.tenant,
    owner.userId,
    orderStatus,
  ]);
  return rows.map(toOrder);
}

const NOT_FOUND = 'Order not found';

/** One of the user's orders; someone else's is "not found", like one that does not exist. */
export async function findUplanOrder(db: Queryable, owner: Owner, id: number, locale: Locale): Promise<UplanOrder> {
  const row = await readOrder(db, id, false, locale);
  if (!row || row.tenant !== owner.tenant || row.userId !== owner.userId) throw new BusinessError(NOT_FOUND);
  return toOrder(row);
}

// Spec §5's "Minimum amount, limitMin, USDT", said as a sentence.
const minimum = (limitMin: string) => `Minimum amount: ${decimalString(limitMin)} USDT`;
const maximum = (room: Dec) => `The amount can be at most ${decimalString(room)} USDT`;

/** Signs for a product: limitMin ≤ amount ≤ projectAmount, frozen from the funding account. */
export async function createUplanOrder(tx: Queryable, owner: Owner, input: { planId: number; alreadyAmount?: string }, now: number, locale: Locale) {
  await requireActive(tx, owner.userId);
  const product = await findProductRow(tx, owner.tenant, input.planId);
  if (!product) throw new BusinessError('Product not found');
  if (product.closed) throw new BusinessError('This product is closed to new orders');
  const amount = parseAmount(input.alreadyAmount);
  if (amount.lt(product.limitMin)) throw new BusinessError(minimum(product.limitMin));
  if (amount.gt(product.projectAmount)) throw new BusinessError(maximum(new Dec(product.projectAmount)));
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO uplan_orders (tenant, user_id, plan_id, project_amount, already_amount, limit_min, days, day_rate, create_time)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [owner.tenant, owner.userId, product.id, product.projectAmount, decimalString(amount), product.limitMin, product.days, product.dayRate, now],
  );
  const id = row!.id;
  await moveStake(tx, { id, ...owner }, amount, now, false);
  return toOrder((await readOrder(tx, id, false, locale))!);
}

/**
 * Tops up a signed or overdue order, never beyond projectAmount. An overdue order topped up to
 * full completes at once (its days have already run out).
 */
export async function appendUplanOrder(tx: Queryable, owner: Owner, input: { id: number; alreadyAmount?: string }, now: number, locale: Locale) {
  await requireActive(tx, owner.userId);
  const row = await readOrder(tx, input.id, true);
  if (!row || row.tenant !== owner.tenant || row.userId !== owner.userId) throw new BusinessError(NOT_FOUND);
  await accrueLocked(tx, row, now);
  const current = (await readOrder(tx, input.id))!;
  if (current.orderStatus === 3) throw new BusinessError('This order is completed');
  const amount = parseAmount(input.alreadyAmount);
  const room = new Dec(current.projectAmount).minus(current.alreadyAmount);
  if (room.lte(0)) throw new BusinessError('This order is already full');
  if (amount.gt(room)) throw new BusinessError(maximum(room));
  await moveStake(tx, current, amount, now, false);
  await tx.query('UPDATE uplan_orders SET already_amount = already_amount + $2 WHERE id = $1', [current.id, decimalString(amount)]);
  const topped = (await readOrder(tx, input.id))!;
  if (topped.orderStatus === 2 && new Dec(topped.alreadyAmount).eq(topped.projectAmount)) await complete(tx, topped, now);
  return toOrder((await readOrder(tx, input.id, false, locale))!);
}

/**
 * Ends an overdue order early (the user's way out of a pledge they cannot top up): the whole
 * principal leaves frozen (unstake), the penalty of earlyEnd() goes from it to the fee account
 * (fee), the rest stays available. Income already paid stays paid. The order completes.
 */
export async function endUplanOrder(tx: Queryable, owner: Owner, input: { id: number }, now: number, locale: Locale) {
  const row = await readOrder(tx, input.id, true);
  if (!row || row.tenant !== owner.tenant || row.userId !== owner.userId) throw new BusinessError(NOT_FOUND);
  await accrueLocked(tx, row, now);
  const current = (await readOrder(tx, input.id))!;
  if (current.orderStatus !== 2) throw new BusinessError('Only an overdue order can be ended early');
  const { penalty } = earlyEnd(current.alreadyAmount);
  await moveStake(tx, current, new Dec(current.alreadyAmount), now, true);
  if (penalty.gt(0)) {
    await post(tx, {
      tenant: current.tenant,
      kind: 'fee',
      ref: orderRef(current.id),
      now,
      legs: [
        { account: funding(current), amount: penalty.negated() },
        { account: systemAccount(current.tenant, UPLAN_COIN, 'fees'), amount: penalty },
      ],
    });
  }
  await tx.query('UPDATE uplan_orders SET order_status = 3, review_status = 2 WHERE id = $1', [current.id]);
  return toOrder((await readOrder(tx, input.id, false, locale))!);
}

/** The operator's review (development endpoint): a waiting order starts earning from `now`. */
export async function reviewUplanOrder(tx: Queryable, id: number, now: number): Promise<UplanOrder> {
  const row = await readOrder(tx, id, true);
  if (!row) throw new BusinessError(NOT_FOUND);
  if (row.reviewStatus !== 0) throw new BusinessError('This order has already been reviewed');
  await tx.query('UPDATE uplan_orders SET review_status = 1, review_time = $2 WHERE id = $1', [id, now]);
  return toOrder((await readOrder(tx, id))!);
}
