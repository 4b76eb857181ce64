import type { Queryable } from '../db/db.js';
import type { RechargeOrder, ReviewStatus } from '../contract.js';
import { formatTime } from '../content/notice-store.js';
import { fileUrl } from '../uploads/rules.js';
import { Dec, decimalString } from './amount.js';
import { post, systemAccount, userAccount } from './ledger.js';

interface RechargeRow {
  id: number;
  coin: string;
  chain: string;
  amount: string;
  proof: string | null;
  status: ReviewStatus;
  reason: string | null;
  createTime: number;
  reviewTime: number | null;
}

const SELECT = `SELECT id, coin, chain, amount::text AS amount, proof, status, reason, create_time AS "createTime", review_time AS "reviewTime"
  FROM recharge_orders`;

const toOrder = (row: RechargeRow): RechargeOrder => ({
  id: row.id,
  coin: row.coin,
  chain: row.chain,
  amount: decimalString(row.amount),
  proofUrl: row.proof ? fileUrl(row.proof) : null,
  status: row.status,
  reason: row.reason,
  createTime: formatTime(row.createTime),
  reviewTime: row.reviewTime === null ? null : formatTime(row.reviewTime),
});

export interface NewRecharge {
  tenant: string;
  userId: number;
  coin: string;
  chain: string;
  amount: string;
  proof: string | null;
  now: number;
}

export async function insertRecharge(tx: Queryable, order: NewRecharge): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO recharge_orders (tenant, user_id, coin, chain, amount, proof, create_time) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [order.tenant, order.userId, order.coin, order.chain, order.amount, order.proof, order.now],
  );
  return row!.id;
}

export interface Paging {
  pageNum?: number;
  pageSize?: number;
}

/** The user's deposits, newest first; total counts all of them. */
export async function listRecharges(db: Queryable, tenant: string, userId: number, paging: Paging): Promise<{ rows: RechargeOrder[]; total: number }> {
  const [count] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM recharge_orders WHERE tenant = $1 AND user_id = $2', [tenant, userId]);
  const rows = await db.query<RechargeRow>(`${SELECT} WHERE tenant = $1 AND user_id = $2 ORDER BY create_time DESC, id DESC${limit(paging, 3)}`, [
    tenant,
    userId,
    ...limitParams(paging),
  ]);
  return { rows: rows.map(toOrder), total: count?.n ?? 0 };
}

/** One of the user's own deposits (another user's or tenant's: undefined). */
export async function findRecharge(db: Queryable, tenant: string, userId: number, id: number): Promise<RechargeOrder | undefined> {
  const [row] = await db.query<RechargeRow>(`${SELECT} WHERE tenant = $1 AND user_id = $2 AND id = $3`, [tenant, userId, id]);
  return row && toOrder(row);
}

export type ReviewOutcome = 'done' | 'not-found' | 'not-pending';

/**
 * A reviewer's decision (development endpoint). Approval credits the funding account from the
 * tenant's external account in the same transaction as the status change.
 */
export async function reviewRecharge(
  tx: Queryable,
  tenant: string,
  id: number,
  decision: 'approve' | 'reject',
  reason: string | null,
  now: number,
): Promise<ReviewOutcome> {
  const [order] = await tx.query<{ userId: number; coin: string; amount: string }>(
    `UPDATE recharge_orders SET status = $3, reason = $4, review_time = $5 WHERE tenant = $1 AND id = $2 AND status = 0
     RETURNING user_id AS "userId", coin, amount::text AS amount`,
    [tenant, id, decision === 'approve' ? 1 : 2, decision === 'approve' ? null : reason, now],
  );
  if (!order) {
    const exists = await tx.query('SELECT 1 FROM recharge_orders WHERE tenant = $1 AND id = $2', [tenant, id]);
    return exists.length > 0 ? 'not-pending' : 'not-found';
  }
  if (decision === 'approve') {
    await post(tx, {
      tenant,
      kind: 'deposit',
      ref: { type: 'recharge', id },
      now,
      legs: [
        { account: systemAccount(tenant, order.coin, 'external'), amount: new Dec(order.amount).negated() },
        { account: userAccount(tenant, order.userId, order.coin), amount: order.amount },
      ],
    });
  }
  return 'done';
}

/** " LIMIT $n OFFSET $n+1" when paged (RuoYi: pageNum from 1); nothing when pageSize is absent. */
export function limit(paging: Paging, firstParam: number): string {
  return paging.pageSize === undefined ? '' : ` LIMIT $${firstParam} OFFSET $${firstParam + 1}`;
}

export function limitParams(paging: Paging): number[] {
  return paging.pageSize === undefined ? [] : [paging.pageSize, ((paging.pageNum ?? 1) - 1) * paging.pageSize];
}
