import type { Db } from '../db.js';
import { hashPassword, verifyPassword } from '../../auth/password.js';
import { endUserSessions } from '../../auth/sessions.js';
import { setLoginPassword } from '../../users/user-store.js';
import { randomPassword } from './demo-account.js';
import { DEMO_PASSWORD, USERS } from './users.js';

/**
 * A production start's clean-up of older databases: before production stopped seeding them, it
 * made `demo` and `frozen` with the published password in every tenant (and a development run
 * on the same database does too). Each seeded account (its login name and seed invite code) that
 * still accepts that password gets a random one that nobody is told, and its sessions end. Answers
 * which accounts changed, for the start to say so. An account whose owner changed the password is
 * left alone.
 */
export async function retirePublishedPasswords(db: Db): Promise<{ tenant: string; loginName: string }[]> {
  const seeded = USERS.map((user) => `${user.loginName}/${user.inviteCode}`);
  const rows = await db.query<{ id: number; tenant: string; loginName: string; salt: string; hash: string }>(
    `SELECT id, tenant, login_name AS "loginName", password_salt AS salt, password_hash AS hash
       FROM users WHERE login_name || '/' || invite_code = ANY($1::text[]) ORDER BY tenant, id`,
    [seeded],
  );
  const retired: { tenant: string; loginName: string }[] = [];
  for (const row of rows) {
    if (!(await verifyPassword(DEMO_PASSWORD, row))) continue;
    await setLoginPassword(db, row.id, await hashPassword(randomPassword()));
    await endUserSessions(db, row.id);
    retired.push({ tenant: row.tenant, loginName: row.loginName });
  }
  return retired;
}
