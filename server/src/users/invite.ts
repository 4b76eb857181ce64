import type { Queryable } from '../db/db.js';
import { BusinessError } from '../http/reply.js';
import { findUserIdByInviteCode } from './user-store.js';

/**
 * The inviter named by an invite code (`activeCode`), null when none is given. Whether a code is
 * required is the front end's tenant setting; the server only checks that a given one exists.
 */
export async function resolveInviter(db: Queryable, tenant: string, activeCode: string | undefined): Promise<number | null> {
  if (activeCode === undefined || activeCode.trim() === '') return null;
  const inviter = await findUserIdByInviteCode(db, tenant, activeCode);
  if (inviter === undefined) throw new BusinessError('Invalid invite code');
  return inviter;
}
