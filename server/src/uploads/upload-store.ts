import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db.js';
import type { UploadType } from './rules.js';

export interface StoredFile {
  userId: number;
  contentType: string;
  data: Buffer;
}

/** Stores an image for its owner; the id is 16 random bytes in hex. */
export async function saveUpload(
  db: Queryable,
  file: { tenant: string; userId: number; contentType: UploadType; data: Buffer; now: number },
): Promise<string> {
  const id = randomBytes(16).toString('hex');
  await db.query('INSERT INTO uploads (id, tenant, user_id, content_type, size, data, create_time) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
    id,
    file.tenant,
    file.userId,
    file.contentType,
    file.data.length,
    file.data,
    file.now,
  ]);
  return id;
}

export async function loadUpload(db: Queryable, tenant: string, id: string): Promise<StoredFile | undefined> {
  const [row] = await db.query<{ userId: number; contentType: string; data: Uint8Array }>(
    'SELECT user_id AS "userId", content_type AS "contentType", data FROM uploads WHERE tenant = $1 AND id = $2',
    [tenant, id],
  );
  // PGlite gives bytea as a Uint8Array, pg as a Buffer: one type out.
  return row && { ...row, data: Buffer.from(row.data.buffer, row.data.byteOffset, row.data.byteLength) };
}

/** Which of these ids are files of this user (in this tenant). */
export async function ownedUploads(db: Queryable, tenant: string, userId: number, ids: string[]): Promise<Set<string>> {
  const rows = await db.query<{ id: string }>('SELECT id FROM uploads WHERE tenant = $1 AND user_id = $2 AND id = ANY($3::text[])', [
    tenant,
    userId,
    ids,
  ]);
  return new Set(rows.map((r) => r.id));
}
