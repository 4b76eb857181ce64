import type { Queryable } from '../db/db.js';
import { decimalString } from '../funds/amount.js';

/**
 * The holdings of DeFi stakes and finance products (migration 017's stake_orders), as the
 * accrual engine, the DeFi routes and the finance routes read them.
 */

export type StakeSource = 'defi' | 'finance';

export interface StakeOrderRow {
  id: number;
  tenant: string;
  userId: number;
  source: StakeSource;
  productId: number | null;
  coin: string;
  amount: string;
  dailyRate: string;
  days: number;
  status: 0 | 1 | 2;
  penalty: string;
  createTime: number;
  endTime: number | null;
  closeTime: number | null;
  /** The income paid so far. */
  accrued: string;
}

/** Columns of stake_orders `o` with the income paid so far. */
export const ORDER_COLUMNS = `o.id, o.tenant, o.user_id AS "userId", o.source, o.product_id AS "productId", o.coin,
  o.amount::text AS amount, o.daily_rate::text AS "dailyRate", o.days, o.status, o.penalty::text AS penalty,
  o.create_time AS "createTime", o.end_time AS "endTime", o.close_time AS "closeTime",
  (SELECT COALESCE(sum(i.amount), 0) FROM stake_incomes i WHERE i.order_id = o.id)::text AS accrued`;

export const normaliseOrder = (row: StakeOrderRow): StakeOrderRow => ({
  ...row,
  amount: decimalString(row.amount),
  dailyRate: decimalString(row.dailyRate),
  penalty: decimalString(row.penalty),
  accrued: decimalString(row.accrued),
  createTime: Number(row.createTime),
  endTime: row.endTime === null ? null : Number(row.endTime),
  closeTime: row.closeTime === null ? null : Number(row.closeTime),
});

export interface NewStakeOrder {
  tenant: string;
  userId: number;
  source: StakeSource;
  productId: number | null;
  coin: string;
  amount: string;
  dailyRate: string;
  days: number;
  createTime: number;
  endTime: number | null;
}

export async function insertOrder(tx: Queryable, order: NewStakeOrder): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO stake_orders (tenant, user_id, source, product_id, coin, amount, daily_rate, days, create_time, end_time)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [order.tenant, order.userId, order.source, order.productId, order.coin, order.amount, order.dailyRate, order.days, order.createTime, order.endTime],
  );
  return row!.id;
}

/**
 * One of the user's orders of a source, or undefined (another user's or tenant's id answers like a
 * missing one). `forUpdate` locks it for the caller's transaction.
 */
export async function findOrder(
  db: Queryable,
  owner: { tenant: string; userId: number },
  source: StakeSource,
  id: number,
  forUpdate = false,
): Promise<StakeOrderRow | undefined> {
  if (forUpdate) await db.query('SELECT id FROM stake_orders WHERE id = $1 FOR UPDATE', [id]);
  const [row] = await db.query<StakeOrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM stake_orders o WHERE o.id = $1 AND o.tenant = $2 AND o.user_id = $3 AND o.source = $4`,
    [id, owner.tenant, owner.userId, source],
  );
  return row && normaliseOrder(row);
}

/** Closes a holding that is still open (status 0 → 1 or 2); false when it was not open. */
export async function closeOrder(tx: Queryable, id: number, status: 1 | 2, closeTime: number, penalty = '0'): Promise<boolean> {
  const rows = await tx.query('UPDATE stake_orders SET status = $2, close_time = $3, penalty = $4 WHERE id = $1 AND status = 0 RETURNING id', [
    id,
    status,
    closeTime,
    penalty,
  ]);
  return rows.length > 0;
}
