import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../db/db.js';
import { badRequest } from '../http/input.js';
import { requireMoneyRoute } from '../http/money-scope.js';
import { BusinessError } from '../http/reply.js';

/** The header the client sends on every money endpoint (capability idempotencyKey). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Set on an answer that repeats a stored one. */
export const REPLAYED_HEADER = 'idempotent-replayed';
const KEY = /^[\x21-\x7e]{1,64}$/;
/** A key is remembered this long; after that it may be used again. */
export const KEY_TTL_MS = 24 * 3_600_000;

export const KEY_REUSED = 'This Idempotency-Key was already used for another request';

/** The request's Idempotency-Key: undefined when absent or empty; longer than 64 or not printable ASCII: HTTP 400. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!value) return undefined;
  if (!KEY.test(value)) throw badRequest('Idempotency-Key must be 1 to 64 printable ASCII characters');
  return value;
}

export interface SubmitOptions {
  db: Db;
  request: FastifyRequest;
  reply: FastifyReply;
  tenant: string;
  userId: number;
  /** The route, so a key cannot be replayed on another endpoint. */
  endpoint: string;
  /** The request's fields, secrets left out: the same key with other fields is refused. */
  fingerprint: Record<string, unknown>;
  now: number;
}

/**
 * Runs a money-moving submit in one transaction. With an Idempotency-Key, the key's row is
 * inserted first in that same transaction (unique per tenant, user and key): a second request with
 * the key waits for the first to commit and then answers the first's stored response, so one order
 * or movement is made whatever the timing. A failure (business or not) rolls the key back with
 * everything else: nothing was made, and a retry with the key runs again.
 *
 * Only through moneyRoute (src/http/money-route.ts): it refuses to run in any other request, so a
 * route that moves money cannot skip the list, the frozen-account guard and the key.
 */
export async function runSubmit<T>(options: SubmitOptions, work: (tx: Queryable) => Promise<T>): Promise<T> {
  requireMoneyRoute('runSubmit');
  const { db, request, reply, tenant, userId, endpoint, now } = options;
  const key = idempotencyKeyOf(request);
  if (key === undefined) return retried(() => db.transaction(work));
  const fingerprint = createHash('sha256').update(JSON.stringify(options.fingerprint)).digest('hex');

  return retried(() => db.transaction(async (tx) => {
    await tx.query('DELETE FROM idempotency_keys WHERE tenant = $1 AND user_id = $2 AND key = $3 AND create_time < $4', [
      tenant,
      userId,
      key,
      now - KEY_TTL_MS,
    ]);
    const claimed = await tx.query(
      `INSERT INTO idempotency_keys (tenant, user_id, key, endpoint, fingerprint, create_time) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (tenant, user_id, key) DO NOTHING RETURNING key`,
      [tenant, userId, key, endpoint, fingerprint, now],
    );
    if (claimed.length === 0) {
      const [stored] = await tx.query<{ endpoint: string; fingerprint: string; response: string | null }>(
        'SELECT endpoint, fingerprint, response FROM idempotency_keys WHERE tenant = $1 AND user_id = $2 AND key = $3',
        [tenant, userId, key],
      );
      if (!stored || stored.endpoint !== endpoint || stored.fingerprint !== fingerprint) throw new BusinessError(KEY_REUSED);
      if (stored.response === null) throw new BusinessError('The request is still being processed');
      reply.header(REPLAYED_HEADER, 'true');
      return JSON.parse(stored.response) as T;
    }
    const response = await work(tx);
    await tx.query('UPDATE idempotency_keys SET response = $4 WHERE tenant = $1 AND user_id = $2 AND key = $3', [
      tenant,
      userId,
      key,
      JSON.stringify(response),
    ]);
    return response;
  }));
}

/**
 * Whether the request's key already has a stored answer, which runSubmit will replay: read
 * before the transaction by a submit that proves a password first (a fund-password change: the
 * old password no longer matches once the first request changed it). A peek only: runSubmit
 * decides again in its transaction, so the work must not rely on it.
 */
export async function hasStoredAnswer(options: Pick<SubmitOptions, 'db' | 'request' | 'tenant' | 'userId' | 'endpoint' | 'now'>): Promise<boolean> {
  const { db, request, tenant, userId, endpoint, now } = options;
  const key = idempotencyKeyOf(request);
  if (key === undefined) return false;
  const rows = await db.query(
    `SELECT 1 FROM idempotency_keys WHERE tenant = $1 AND user_id = $2 AND key = $3 AND endpoint = $4
        AND response IS NOT NULL AND create_time >= $5`,
    [tenant, userId, key, endpoint, now - KEY_TTL_MS],
  );
  return rows.length > 0;
}

/** PostgreSQL's deadlock and serialization failures: the transaction was rolled back whole and may run again. */
const RETRYABLE = new Set(['40P01', '40001']);

/** Runs a transaction again (up to 3 times in all) when PostgreSQL rolled it back for a deadlock. */
async function retried<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= 3 || !RETRYABLE.has((error as { code?: string } | null)?.code ?? '')) throw error;
    }
  }
}
