import type { Queryable } from '../db/db.js';
import { userIdOfToken } from '../auth/sessions.js';

/** The longest first frame read: an auth frame is ~90 bytes. */
const MAX_AUTH_FRAME = 1024;

export type AuthFrame = { token: unknown };

/**
 * The client's `{type: 'auth', token}` frame, or undefined for anything else (not JSON, another
 * type, too long): those are ignored, and the socket keeps waiting for an auth frame.
 */
export function readAuthFrame(raw: string): AuthFrame | undefined {
  if (raw.length > MAX_AUTH_FRAME) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    const frame = value as Record<string, unknown>;
    return frame.type === 'auth' ? { token: frame.token } : undefined;
  } catch {
    return undefined;
  }
}

export type AuthResult = { ok: true; userId: number } | { ok: false; reason: string };

/**
 * The token must be a live session of the request's tenant whose user is the one the path names:
 * the path alone proves nothing (rule 14), and a token of another user must not receive this
 * user's frames.
 */
export async function authenticate(db: Queryable, tenant: string, pathUserId: number | undefined, token: unknown, now: number): Promise<AuthResult> {
  const userId = typeof token === 'string' ? await userIdOfToken(db, tenant, token.trim(), now) : undefined;
  if (userId === undefined) return { ok: false, reason: 'Token invalid' };
  if (userId !== pathUserId) return { ok: false, reason: 'Token of another user' };
  return { ok: true, userId };
}
