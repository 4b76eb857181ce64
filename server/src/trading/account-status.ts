import type { Queryable } from '../db/db.js';
import { BusinessError } from '../http/reply.js';

export const ACCOUNT_FROZEN = 'Your account is frozen';

/**
 * The one "account must be active" guard. A frozen account (users.status 1, spec §3) moves no
 * money and changes nothing that protects it: moneyRoute (src/http/money-route.ts) runs this
 * before every endpoint of the money list, except those the list marks `frozenMayUse` (closing,
 * cancelling, adjusting margin, redeeming, repaying, delisting: they only unwind, see
 * packages/api/src/money-endpoints.ts). The trading, U plan and lending code also calls it
 * inside its transactions, where one exempt endpoint does two things (adjustAmount's flag 1 adds
 * to a position).
 */
export async function requireActive(db: Queryable, userId: number): Promise<void> {
  const [user] = await db.query<{ status: number }>('SELECT status FROM users WHERE id = $1', [userId]);
  if (user?.status === 1) throw new BusinessError(ACCOUNT_FROZEN);
}
