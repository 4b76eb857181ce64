import { BusinessError } from '../http/reply.js';
import type { Db, Queryable } from '../db/db.js';
import type { UploadType } from './rules.js';
import { saveUpload } from './upload-store.js';

/**
 * What one user may upload in any 24 hours. Uploads are KYC photos (three per level-2 attempt:
 * front, back, holding the ID) and deposit proofs (one per claim, and at most a few claims are
 * open at once). 20 files is six full KYC attempts and a couple of proofs in a day; 50 MB is ten
 * photos at the 5 MB maximum (a phone photo is usually 2–4 MB, so 12–25 real ones). Past that
 * the uploads are no person's paperwork, and the database grows by at most 50 MB a user a day.
 */
export const UPLOAD_FILES_PER_DAY = 20;
export const UPLOAD_BYTES_PER_DAY = 50 * 1024 * 1024;
export const UPLOAD_WINDOW_MS = 24 * 3_600_000;

export const TOO_MANY_UPLOADS = `Upload limit reached: at most ${UPLOAD_FILES_PER_DAY} files in 24 hours. Please try again later`;
export const TOO_MANY_UPLOAD_BYTES = `Upload limit reached: at most ${UPLOAD_BYTES_PER_DAY / (1024 * 1024)} MB in 24 hours. Please try again later`;

async function usage(db: Queryable, tenant: string, userId: number, now: number): Promise<{ files: number; bytes: number }> {
  const [row] = await db.query<{ files: number; bytes: number }>(
    'SELECT count(*)::int AS files, coalesce(sum(size), 0)::float8 AS bytes FROM uploads WHERE tenant = $1 AND user_id = $2 AND create_time > $3',
    [tenant, userId, now - UPLOAD_WINDOW_MS],
  );
  return { files: row?.files ?? 0, bytes: row?.bytes ?? 0 };
}

/** Refuses the next upload when the user has no file or byte left in the window (before its bytes are read). */
export async function requireUploadRoom(db: Queryable, tenant: string, userId: number, now: number): Promise<void> {
  const used = await usage(db, tenant, userId, now);
  if (used.files >= UPLOAD_FILES_PER_DAY) throw new BusinessError(TOO_MANY_UPLOADS);
  if (used.bytes >= UPLOAD_BYTES_PER_DAY) throw new BusinessError(TOO_MANY_UPLOAD_BYTES);
}

/**
 * Stores the file if it fits the user's quota, else refuses it. The user's row is locked while
 * counting and storing, so uploads sent at once are counted one after the other.
 */
export async function saveUploadWithinQuota(
  db: Db,
  file: { tenant: string; userId: number; contentType: UploadType; data: Buffer; now: number },
): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [file.userId]);
    const used = await usage(tx, file.tenant, file.userId, file.now);
    if (used.files + 1 > UPLOAD_FILES_PER_DAY) throw new BusinessError(TOO_MANY_UPLOADS);
    if (used.bytes + file.data.length > UPLOAD_BYTES_PER_DAY) throw new BusinessError(TOO_MANY_UPLOAD_BYTES);
    return saveUpload(tx, file);
  });
}
