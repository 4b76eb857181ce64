import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/db.js';
import { BusinessError, MSG } from '../http/reply.js';
import { requireUserId, tokenOf } from './sessions.js';

export interface SignedIn {
  userId: number;
  token: string;
}

/**
 * The caller's account, from the token only: a userId sent by the client is never read
 * (rule 14; the spec's updateUserLoginPwd and updateUserAddress carry one).
 */
export async function requireSignedIn(db: Queryable, request: FastifyRequest, now: number): Promise<SignedIn> {
  const userId = await requireUserId(db, request, now);
  const token = tokenOf(request);
  if (!token) throw new BusinessError(MSG.tokenInvalid);
  return { userId, token };
}
