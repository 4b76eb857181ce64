import type { Queryable } from '../db/db.js';
import type { FrozenAmount, ReviewStatus, SavedAddress, WithdrawOrder } from '../contract.js';
import { formatTime } from '../content/notice-store.js';
import { Dec, decimalString } from './amount.js';
import { post, systemAccount, userAccount } from './ledger.js';
import { limit, limitParams, type Paging, type ReviewOutcome } from './recharge-store.js';

interface WithdrawRow {
  id: number;
  coin: string;
  chain: string;
  address: string;
  amount: string;
  fee: string;
  netAmount: string;
  status: ReviewStatus;
  reason: string | null;
  createTime: number;
  reviewTime: number | null;
}

const SELECT = `SELECT id, coin, chain, address, amount::text AS amount, fee::text AS fee, net_amount::text AS "netAmount", status, reason,
  create_time AS "createTime", review_time AS "reviewTime" FROM withdraw_orders`;

const toOrder = (row: WithdrawRow): WithdrawOrder => ({
  ...row,
  amount: decimalString(row.amount),
  fee: decimalString(row.fee),
  netAmount: decimalString(row.netAmount),
  createTime: formatTime(row.createTime),
  reviewTime: row.reviewTime === null ? null : formatTime(row.reviewTime),
});

export interface NewWithdrawal {
  tenant: string;
  userId: number;
  coin: string;
  chain: string;
  /** Normalised for the chain. */
  address: string;
  amount: Dec;
  fee: Dec;
  now: number;
}

/**
 * Creates a pending withdrawal and freezes its amount in the funding account (available →
 * frozen), in the caller's transaction. "Insufficient balance" when available is short.
 */
export async function createWithdrawal(tx: Queryable, order: NewWithdrawal): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO withdraw_orders (tenant, user_id, coin, chain, address, amount, fee, net_amount, create_time)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      order.tenant,
      order.userId,
      order.coin,
      order.chain,
      order.address,
      decimalString(order.amount),
      decimalString(order.fee),
      decimalString(order.amount.minus(order.fee)),
      order.now,
    ],
  );
  const account = userAccount(order.tenant, order.userId, order.coin);
  await post(tx, {
    tenant: order.tenant,
    kind: 'withdrawal',
    ref: { type: 'withdraw', id: row!.id },
    now: order.now,
    legs: [
      { account, bucket: 'available', amount: order.amount.negated() },
      { account, bucket: 'frozen', amount: order.amount },
    ],
  });
  return row!.id;
}

export async function listWithdrawals(db: Queryable, tenant: string, userId: number, paging: Paging): Promise<{ rows: WithdrawOrder[]; total: number }> {
  const [count] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM withdraw_orders WHERE tenant = $1 AND user_id = $2', [tenant, userId]);
  const rows = await db.query<WithdrawRow>(`${SELECT} WHERE tenant = $1 AND user_id = $2 ORDER BY create_time DESC, id DESC${limit(paging, 3)}`, [
    tenant,
    userId,
    ...limitParams(paging),
  ]);
  return { rows: rows.map(toOrder), total: count?.n ?? 0 };
}

export async function findWithdrawal(db: Queryable, tenant: string, userId: number, id: number): Promise<WithdrawOrder | undefined> {
  const [row] = await db.query<WithdrawRow>(`${SELECT} WHERE tenant = $1 AND user_id = $2 AND id = $3`, [tenant, userId, id]);
  return row && toOrder(row);
}

/**
 * A reviewer's decision (development endpoint). Approval settles: the frozen amount leaves the
 * user's funding account, the net amount to the tenant's external account (sent out) and the fee
 * to its fee account. Rejection releases it (frozen → available).
 */
export async function reviewWithdrawal(
  tx: Queryable,
  tenant: string,
  id: number,
  decision: 'approve' | 'reject',
  reason: string | null,
  now: number,
): Promise<ReviewOutcome> {
  const [order] = await tx.query<{ userId: number; coin: string; amount: string; fee: string; netAmount: string }>(
    `UPDATE withdraw_orders SET status = $3, reason = $4, review_time = $5 WHERE tenant = $1 AND id = $2 AND status = 0
     RETURNING user_id AS "userId", coin, amount::text AS amount, fee::text AS fee, net_amount::text AS "netAmount"`,
    [tenant, id, decision === 'approve' ? 1 : 2, decision === 'approve' ? null : reason, now],
  );
  if (!order) {
    const exists = await tx.query('SELECT 1 FROM withdraw_orders WHERE tenant = $1 AND id = $2', [tenant, id]);
    return exists.length > 0 ? 'not-pending' : 'not-found';
  }
  const account = userAccount(tenant, order.userId, order.coin);
  const amount = new Dec(order.amount);
  if (decision === 'approve') {
    await post(tx, {
      tenant,
      kind: 'withdrawal_settle',
      ref: { type: 'withdraw', id },
      now,
      legs: [
        { account, bucket: 'frozen', amount: amount.negated() },
        { account: systemAccount(tenant, order.coin, 'external'), amount: order.netAmount },
        { account: systemAccount(tenant, order.coin, 'fees'), amount: order.fee },
      ],
    });
  } else {
    await post(tx, {
      tenant,
      kind: 'withdrawal_release',
      ref: { type: 'withdraw', id },
      now,
      legs: [
        { account, bucket: 'frozen', amount: amount.negated() },
        { account, bucket: 'available', amount },
      ],
    });
  }
  return 'done';
}

/**
 * What is frozen in the user's funding accounts and why: each pending withdrawal, newest first;
 * then, per coin, any frozen amount no pending withdrawal explains (reason "other": balances frozen
 * before this ledger existed).
 */
export async function frozenAmounts(db: Queryable, tenant: string, userId: number): Promise<FrozenAmount[]> {
  const pending = await db.query<{ id: number; coin: string; amount: string }>(
    `SELECT id, coin, amount::text AS amount FROM withdraw_orders WHERE tenant = $1 AND user_id = $2 AND status = 0
      ORDER BY create_time DESC, id DESC`,
    [tenant, userId],
  );
  const accounts = await db.query<{ coin: string; frozen: string }>(
    `SELECT coin, frozen::text AS frozen FROM ledger_accounts WHERE user_id = $1 AND account_type = 'funding' AND frozen > 0 ORDER BY id`,
    [userId],
  );
  const list: FrozenAmount[] = pending.map((p) => ({ coin: p.coin, amount: decimalString(p.amount), reason: 'withdrawal', orderId: p.id }));
  for (const account of accounts) {
    const explained = pending.filter((p) => p.coin === account.coin).reduce((sum, p) => sum.plus(p.amount), new Dec(0));
    const rest = new Dec(account.frozen).minus(explained);
    if (rest.gt(0)) list.push({ coin: account.coin, amount: decimalString(rest), reason: 'other', orderId: null });
  }
  return list;
}

// The address book.

const SELECT_ADDRESS = 'SELECT id, coin, chain, address, label FROM withdraw_addresses';

export async function listAddresses(db: Queryable, tenant: string, userId: number): Promise<SavedAddress[]> {
  return db.query<SavedAddress>(`${SELECT_ADDRESS} WHERE tenant = $1 AND user_id = $2 ORDER BY id DESC`, [tenant, userId]);
}

export const MAX_SAVED_ADDRESSES = 50;

/** Saves an address (normalised); undefined when the user already saved it for that coin and chain. */
export async function saveAddress(
  tx: Queryable,
  entry: { tenant: string; userId: number; coin: string; chain: string; address: string; label: string; now: number },
): Promise<SavedAddress | undefined> {
  const [row] = await tx.query<SavedAddress>(
    `INSERT INTO withdraw_addresses (tenant, user_id, coin, chain, address, label, create_time) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (user_id, coin, chain, address) DO NOTHING RETURNING id, coin, chain, address, label`,
    [entry.tenant, entry.userId, entry.coin, entry.chain, entry.address, entry.label, entry.now],
  );
  return row;
}

export async function countAddresses(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM withdraw_addresses WHERE user_id = $1', [userId]);
  return row?.n ?? 0;
}

/** Removes one of the user's own addresses; false when it is not theirs (or does not exist). */
export async function removeAddress(db: Queryable, tenant: string, userId: number, id: number): Promise<boolean> {
  const rows = await db.query('DELETE FROM withdraw_addresses WHERE tenant = $1 AND user_id = $2 AND id = $3 RETURNING id', [tenant, userId, id]);
  return rows.length > 0;
}

// The tenant's withdrawal switch.

export async function withdrawStatus(db: Queryable, tenant: string): Promise<{ open: boolean; message: string | null }> {
  const [row] = await db.query<{ open: boolean; message: string | null }>(
    'SELECT withdraw_open AS open, withdraw_message AS message FROM tenants WHERE name = $1',
    [tenant],
  );
  return row ?? { open: false, message: null };
}

export const WITHDRAWALS_CLOSED = 'Withdrawals are temporarily unavailable';

export async function setWithdrawStatus(db: Queryable, tenant: string, open: boolean, message: string | null): Promise<boolean> {
  const rows = await db.query('UPDATE tenants SET withdraw_open = $2, withdraw_message = $3 WHERE name = $1 RETURNING name', [
    tenant,
    open,
    open ? null : (message ?? WITHDRAWALS_CLOSED),
  ]);
  return rows.length > 0;
}
