import type { Queryable } from '../db/db.js';
import type { KycInfo, KycStatus } from '../contract.js';

export type KycLevel = 1 | 2;
type ReviewStatus = Exclude<KycStatus, 'none'>;

interface KycRow {
  level: KycLevel;
  status: ReviewStatus;
  realName: string | null;
  idNumber: string | null;
  reason: string | null;
}

async function rowsOf(db: Queryable, userId: number): Promise<Map<KycLevel, KycRow>> {
  const rows = await db.query<KycRow>(
    'SELECT level, status, real_name AS "realName", id_number AS "idNumber", reason FROM kyc WHERE user_id = $1',
    [userId],
  );
  return new Map(rows.map((r) => [r.level, r]));
}

export async function kycStatus(db: Queryable, userId: number, level: KycLevel): Promise<KycStatus> {
  return (await rowsOf(db, userId)).get(level)?.status ?? 'none';
}

/** KycInfo (packages/api/src/kyc.ts): the reason is given only with a rejection. */
export async function loadKycInfo(db: Queryable, userId: number): Promise<KycInfo> {
  const rows = await rowsOf(db, userId);
  const primary = rows.get(1);
  const advanced = rows.get(2);
  const reason = (row: KycRow | undefined) => (row?.status === 'rejected' ? row.reason : null);
  return {
    primary: {
      status: primary?.status ?? 'none',
      realName: primary?.realName ?? null,
      idNumber: primary?.idNumber ?? null,
      reason: reason(primary),
    },
    advanced: { status: advanced?.status ?? 'none', reason: reason(advanced) },
  };
}

export type KycSubmissionRow =
  | { level: 1; realName: string; idNumber: string }
  | { level: 2; frontImg: string; backImg: string; handImg: string };

/**
 * Files a submission as pending, in one statement: a new level is inserted, a rejected one
 * overwritten; a pending or approved one is left alone (false). Two submissions at once cannot
 * both pass, since the conflict clause sees the other's committed row.
 */
export async function submitKyc(db: Queryable, userId: number, s: KycSubmissionRow, now: number): Promise<boolean> {
  const values =
    s.level === 1 ? [s.realName, s.idNumber, null, null, null] : [null, null, s.frontImg, s.backImg, s.handImg];
  const rows = await db.query(
    `INSERT INTO kyc (user_id, level, status, real_name, id_number, front_img, back_img, hand_img, submit_time)
     VALUES ($1, $2, 'pending', $3, $4, $5, $6, $7, $8)
     ON CONFLICT (user_id, level) DO UPDATE SET
       status = 'pending', real_name = EXCLUDED.real_name, id_number = EXCLUDED.id_number, front_img = EXCLUDED.front_img,
       back_img = EXCLUDED.back_img, hand_img = EXCLUDED.hand_img, reason = NULL, submit_time = EXCLUDED.submit_time, review_time = NULL
     WHERE kyc.status = 'rejected'
     RETURNING level`,
    [userId, s.level, ...values, now],
  );
  return rows.length > 0;
}

/** A reviewer's decision (development endpoint): false when that level was never submitted. */
export async function reviewKyc(
  db: Queryable,
  userId: number,
  level: KycLevel,
  decision: 'approved' | 'rejected',
  reason: string | null,
  now: number,
): Promise<boolean> {
  const rows = await db.query('UPDATE kyc SET status = $3, reason = $4, review_time = $5 WHERE user_id = $1 AND level = $2 RETURNING level', [
    userId,
    level,
    decision,
    decision === 'rejected' ? reason : null,
    now,
  ]);
  return rows.length > 0;
}
