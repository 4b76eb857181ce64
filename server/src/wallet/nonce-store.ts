import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db.js';
import type { WalletType } from './address.js';

export const NONCE_TTL_MS = 5 * 60_000;
/** Spent and expired challenges are kept a day (to answer "expired" or "already used"), then swept. */
const KEEP_MS = 24 * 3_600_000;

export interface NonceRow {
  nonce: string;
  address: string;
  walletType: WalletType;
  message: string;
  expiresAt: number;
  usedAt: number | null;
}

/** 16 random bytes as 32 hex digits: alphanumeric, as EIP-4361 asks, and unguessable. */
export const newNonce = () => randomBytes(16).toString('hex');

export async function saveNonce(
  db: Queryable,
  tenant: string,
  row: Omit<NonceRow, 'usedAt'>,
  now: number,
): Promise<void> {
  await db.query('DELETE FROM wallet_nonces WHERE expires_at < $1', [now - KEEP_MS]);
  await db.query(
    `INSERT INTO wallet_nonces (tenant, nonce, address, wallet_type, message, create_time, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [tenant, row.nonce, row.address, row.walletType, row.message, now, row.expiresAt],
  );
}

export async function findNonce(db: Queryable, tenant: string, nonce: string): Promise<NonceRow | undefined> {
  const [row] = await db.query<NonceRow>(
    `SELECT nonce, address, wallet_type AS "walletType", message, expires_at AS "expiresAt", used_at AS "usedAt"
       FROM wallet_nonces WHERE tenant = $1 AND nonce = $2`,
    [tenant, nonce],
  );
  return row;
}

/**
 * Marks the nonce used, in one conditional statement: of two sign-ins racing with the same
 * signature, exactly one gets true (PostgreSQL re-checks `used_at IS NULL` after the row lock).
 */
export async function consumeNonce(db: Queryable, tenant: string, nonce: string, now: number): Promise<boolean> {
  const rows = await db.query(
    'UPDATE wallet_nonces SET used_at = $3 WHERE tenant = $1 AND nonce = $2 AND used_at IS NULL AND expires_at > $3 RETURNING nonce',
    [tenant, nonce, now],
  );
  return rows.length > 0;
}
