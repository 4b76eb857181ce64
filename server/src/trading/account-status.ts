import type { Queryable } from '../db/db.js';
import { BusinessError } from '../http/reply.js';

export const ACCOUNT_FROZEN = 'Your account is frozen';

/**
 * A frozen account (users.status 1, spec §3) opens nothing new: no order, no addition to a
 * position, no second-contract order. Closing, cancelling and adjusting stay open to it.
 */
export async function requireActive(db: Queryable, userId: number): Promise<void> {
  const [user] = await db.query<{ status: number }>('SELECT status FROM users WHERE id = $1', [userId]);
  if (user?.status === 1) throw new BusinessError(ACCOUNT_FROZEN);
}
