import BigNumber from 'bignumber.js';
import type { Queryable } from '../db/db.js';
import type { DefiActivityNotice } from '../contract.js';

const SELECT = `SELECT id, type, totle_amount::text AS "totleAmount", amount::text AS amount,
  begin_time AS "beginTimeS", end_time AS "endTimeS", status FROM defi_activities`;

/** numeric comes back as PostgreSQL prints it ("500.00"); the client gets the plain decimal ("500"). */
const toNotice = (row: DefiActivityNotice): DefiActivityNotice => ({
  ...row,
  totleAmount: new BigNumber(row.totleAmount).toFixed(),
  amount: new BigNumber(row.amount).toFixed(),
});

/** The user's offered activities valid now (begin ≤ now < end, on the server's clock), newest first. */
export async function offeredActivities(db: Queryable, tenant: string, userId: number, now: number): Promise<DefiActivityNotice[]> {
  const rows = await db.query<DefiActivityNotice>(
    `${SELECT} WHERE tenant = $1 AND user_id = $2 AND status = 0 AND begin_time <= $3 AND end_time > $3
      ORDER BY create_time DESC, id DESC`,
    [tenant, userId, now],
  );
  return rows.map(toNotice);
}

/** The activities the user claimed (status 1), newest claim first (DeFi "my investment"). */
export async function claimedActivities(db: Queryable, tenant: string, userId: number): Promise<DefiActivityNotice[]> {
  const rows = await db.query<DefiActivityNotice>(
    `${SELECT} WHERE tenant = $1 AND user_id = $2 AND status = 1 ORDER BY claim_time DESC NULLS LAST, id DESC`,
    [tenant, userId],
  );
  return rows.map(toNotice);
}

/** One of the user's activities, offered or claimed (undefined: none of theirs). */
export async function findActivity(db: Queryable, tenant: string, userId: number, id: number): Promise<DefiActivityNotice | undefined> {
  const [row] = await db.query<DefiActivityNotice>(`${SELECT} WHERE id = $1 AND tenant = $2 AND user_id = $3`, [id, tenant, userId]);
  return row && toNotice(row);
}

export type ClaimResult = 'claimed' | 'not-found' | 'already-claimed' | 'not-started' | 'ended';

/**
 * Claims (status 0 → 1) one of the user's activities while it is valid. One conditional update,
 * so of two claims at once exactly one passes; on failure a second read says why.
 */
export async function claimActivity(db: Queryable, tenant: string, userId: number, id: number, now: number): Promise<ClaimResult> {
  const claimed = await db.query(
    `UPDATE defi_activities SET status = 1, claim_time = $4
      WHERE id = $1 AND tenant = $2 AND user_id = $3 AND status = 0 AND begin_time <= $4 AND end_time > $4
      RETURNING id`,
    [id, tenant, userId, now],
  );
  if (claimed.length > 0) return 'claimed';
  const [row] = await db.query<DefiActivityNotice>(`${SELECT} WHERE id = $1 AND tenant = $2 AND user_id = $3`, [id, tenant, userId]);
  if (!row) return 'not-found';
  if (row.status !== 0) return 'already-claimed';
  return now < row.beginTimeS ? 'not-started' : 'ended';
}

export interface NewActivity {
  tenant: string;
  userId: number;
  type: string;
  totleAmount: string;
  amount: string;
  beginTime: number;
  endTime: number;
  createTime: number;
}

export async function insertActivity(db: Queryable, activity: NewActivity): Promise<DefiActivityNotice> {
  const [row] = await db.query<DefiActivityNotice>(
    `INSERT INTO defi_activities (tenant, user_id, type, totle_amount, amount, begin_time, end_time, create_time)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     RETURNING id, type, totle_amount::text AS "totleAmount", amount::text AS amount, begin_time AS "beginTimeS", end_time AS "endTimeS", status`,
    [activity.tenant, activity.userId, activity.type, activity.totleAmount, activity.amount, activity.beginTime, activity.endTime, activity.createTime],
  );
  return toNotice(row!);
}

/** Is `type` a dictValue of the defi_activity_type dictionary? */
export async function isActivityType(db: Queryable, type: string): Promise<boolean> {
  const rows = await db.query("SELECT 1 FROM dict_items WHERE dict_type = 'defi_activity_type' AND dict_value = $1 LIMIT 1", [type]);
  return rows.length > 0;
}
