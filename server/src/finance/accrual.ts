import type { Db, Queryable } from '../db/db.js';
import { decimalString } from '../funds/amount.js';
import { dailyIncome, DAY_MS, dueDays, isMatured } from './maths.js';
import { payIncome, releaseStake } from './stake-ledger.js';
import { closeOrder, normaliseOrder, ORDER_COLUMNS, type StakeOrderRow, type StakeSource } from './order-store.js';

/**
 * The daily accrual: one engine for DeFi stakes and finance products. For each open order it pays
 * the income of every whole UTC day held (maths.ts dueDays) from the house to the user's funding
 * account, at most once per order and day (stake_incomes' unique key), and at the end of a term
 * returns the amount (frozen → available) and marks the order matured. It runs on a timer, before
 * every read of a user's holdings, inside a redemption, and through /api/__dev/finance/accrue.
 */

export interface PaidIncome {
  orderId: number;
  source: StakeSource;
  tenant: string;
  userId: number;
  /** The UTC day paid for (its start, ms). */
  day: number;
  coin: string;
  amount: string;
}

export interface AccrualResult {
  paid: PaidIncome[];
  /** Orders whose term ended in this run (their amount returned). */
  matured: number[];
}

const empty = (): AccrualResult => ({ paid: [], matured: [] });

/**
 * Pays what one open order is owed at `now` and matures it when its term has ended, in the
 * caller's transaction (the order's row is locked first, so two runs cannot pay the same day
 * twice; the unique key backs that). A closed or unknown order: nothing.
 */
export async function accrueOrder(tx: Queryable, orderId: number, now: number): Promise<AccrualResult> {
  const [raw] = await tx.query<StakeOrderRow>(`SELECT ${ORDER_COLUMNS} FROM stake_orders o WHERE o.id = $1 AND o.status = 0 FOR UPDATE`, [orderId]);
  if (!raw) return empty();
  const order = normaliseOrder(raw);
  const result = empty();
  const [last] = await tx.query<{ day: number | null }>('SELECT max(day) AS day FROM stake_incomes WHERE order_id = $1', [order.id]);
  const lastDay = last?.day === null || last?.day === undefined ? null : Number(last.day);
  const amount = dailyIncome(order.amount, order.dailyRate);

  for (const day of dueDays(order, lastDay, now)) {
    const [income] = await tx.query<{ id: number }>(
      `INSERT INTO stake_incomes (order_id, day, amount, coin, daily_rate, create_time) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (order_id, day) DO NOTHING RETURNING id`,
      [order.id, day, decimalString(amount), order.coin, order.dailyRate, now],
    );
    if (!income) continue;
    if (amount.gt(0)) {
      const journal = await payIncome(tx, order, amount, now);
      await tx.query('UPDATE stake_incomes SET journal_id = $2 WHERE id = $1', [income.id, journal]);
    }
    result.paid.push({ orderId: order.id, source: order.source, tenant: order.tenant, userId: order.userId, day, coin: order.coin, amount: decimalString(amount) });
  }

  if (isMatured(order, now) && (await closeOrder(tx, order.id, 2, order.endTime!))) {
    await releaseStake(tx, order, now);
    result.matured.push(order.id);
  }
  return result;
}

/**
 * Runs the accrual for every open order with something due at `now` (optionally only one user's),
 * each order in its own transaction, and answers what it paid and matured.
 */
export async function accrue(db: Db, now: number, scope?: { tenant: string; userId: number }): Promise<AccrualResult> {
  const params: unknown[] = [now, DAY_MS];
  let where = '';
  if (scope) {
    params.push(scope.tenant, scope.userId);
    where = ' AND o.tenant = $3 AND o.user_id = $4';
  }
  // Due: the term has ended, or the day after the last one paid (or the first day) has ended by now.
  const due = await db.query<{ id: number }>(
    `SELECT o.id FROM stake_orders o
      WHERE o.status = 0${where}
        AND ((o.end_time IS NOT NULL AND o.end_time <= $1)
          OR COALESCE((SELECT max(i.day) FROM stake_incomes i WHERE i.order_id = o.id), (o.create_time / $2) * $2) + 2 * $2
             <= LEAST($1, COALESCE(o.end_time, $1)))
      ORDER BY o.id`,
    params,
  );
  const result = empty();
  for (const { id } of due) {
    const one = await db.transaction((tx) => accrueOrder(tx, id, now));
    result.paid.push(...one.paid);
    result.matured.push(...one.matured);
  }
  return result;
}
