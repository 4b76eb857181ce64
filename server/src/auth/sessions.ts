import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/db.js';
import { BusinessError, MSG } from '../http/reply.js';

/**
 * A session lasts 7 days from its sign-in on the server's clock, then every call with its token
 * answers the "Token" message (the client signs out, spec §8). Absolute, not sliding: a stolen
 * token stops working within a week however busy it is kept. Longer than any jump of the clock the
 * e2e tests make while signed in (4 days, lending.spec.ts); uplan.spec.ts jumps 8 days and signs in again.
 */
export const SESSION_TTL_MS = 7 * 24 * 3_600_000;
const TOKEN = /^[0-9a-f]{64}$/;

/** A new sign-in token: 32 random bytes, hex. */
export async function createSession(db: Queryable, tenant: string, userId: number, now: number): Promise<string> {
  const token = randomBytes(32).toString('hex');
  await db.query('INSERT INTO sessions (token, user_id, tenant, create_time, expires_at) VALUES ($1, $2, $3, $4, $5)', [
    token,
    userId,
    tenant,
    now,
    now + SESSION_TTL_MS,
  ]);
  return token;
}

/**
 * The token of a request: the client sends it in both `authorization` and `satoken` (spec §7),
 * maybe with a "Bearer " prefix, maybe as an empty string or "undefined" when signed out.
 */
export function tokenOf(request: FastifyRequest): string | undefined {
  for (const name of ['authorization', 'satoken']) {
    const raw = request.headers[name];
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().replace(/^Bearer\s+/i, '');
    if (value && TOKEN.test(value)) return value;
  }
  return undefined;
}

/** The user of a live session of the tenant, or undefined (unknown, expired, another tenant's, malformed). */
export async function userIdOfToken(db: Queryable, tenant: string, token: string, now: number): Promise<number | undefined> {
  if (!TOKEN.test(token)) return undefined;
  const [row] = await db.query<{ userId: number }>(
    'SELECT user_id AS "userId" FROM sessions WHERE token = $1 AND tenant = $2 AND expires_at > $3',
    [token, tenant, now],
  );
  return row?.userId;
}

/** The signed-in user's id, or the "Token" error that makes the client sign out (spec §8). */
export async function requireUserId(db: Queryable, request: FastifyRequest, now: number): Promise<number> {
  const token = tokenOf(request);
  const userId = token ? await userIdOfToken(db, request.tenant, token, now) : undefined;
  if (userId === undefined) throw new BusinessError(MSG.tokenInvalid);
  return userId;
}

export async function deleteSession(db: Queryable, token: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE token = $1', [token]);
}

/**
 * Ends the user's sessions: all of them after a password reset (whoever knew the old password
 * is out), all but the caller's own after a password change.
 */
export async function endUserSessions(db: Queryable, userId: number, keepToken?: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE user_id = $1 AND token <> $2', [userId, keepToken ?? '']);
}
