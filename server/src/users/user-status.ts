import type { Queryable } from '../db/db.js';
import type { UserSocketHub } from '../user-socket/hub.js';

/** users.status: 0 active, 1 frozen (spec §3). */
export type UserStatus = 0 | 1;

/**
 * Sets an account's status and tells its open user sockets (USER_STATUS), so a signed-in client
 * refreshes its user info and shows, or drops, the frozen-account dialog at once (spec §4).
 * The frame goes out even when the status did not change: the client only refreshes. Answers how
 * many connections got it.
 */
export async function setUserStatus(db: Queryable, hub: UserSocketHub, user: { id: number; tenant: string }, status: UserStatus): Promise<number> {
  await db.query('UPDATE users SET status = $2 WHERE id = $1', [user.id, status]);
  return hub.push(user.tenant, user.id, { type: 'USER_STATUS', data: { status } });
}
