import BigNumber from 'bignumber.js';
import type { Queryable } from '../db/db.js';
import type { UserInfo, WalletType } from '../contract.js';
import { newInviteCode } from '../auth/invite-code.js';
import type { PasswordHash } from '../auth/password.js';
import { openFundingAccounts } from '../funds/ledger.js';

export interface UserRecord {
  id: number;
  tenant: string;
  loginName: string | null;
  email: string | null;
  phone: string | null;
  salt: string;
  hash: string;
  status: number;
  /** The fund (trade) password's hash, null until one is set. */
  fundPassword: PasswordHash | null;
  address: string | null;
  walletType: WalletType | null;
}

/** How a user signs in: by login name, e-mail (both case-insensitive) or phone. */
export type LoginField = 'login_name' | 'email' | 'phone';

const SELECT_USER = `SELECT id, tenant, login_name AS "loginName", email, phone, password_salt AS salt, password_hash AS hash, status,
  CASE WHEN fund_password_hash IS NULL THEN NULL ELSE json_build_object('salt', fund_password_salt, 'hash', fund_password_hash) END AS "fundPassword",
  address, wallet_type AS "walletType" FROM users`;

export async function findUser(db: Queryable, tenant: string, field: LoginField, value: string): Promise<UserRecord | undefined> {
  const where = field === 'phone' ? 'phone = $2' : `lower(${field}) = lower($2)`;
  const [row] = await db.query<UserRecord>(`${SELECT_USER} WHERE tenant = $1 AND ${where}`, [tenant, value]);
  return row;
}

/** The user of a session. `forUpdate` locks the row until the transaction ends. */
export async function findUserById(db: Queryable, id: number, forUpdate = false): Promise<UserRecord | undefined> {
  const [row] = await db.query<UserRecord>(`${SELECT_USER} WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  return row;
}

/** The account bound to a wallet address (stored normalised: see src/wallet/address.ts). */
export async function findUserByAddress(db: Queryable, tenant: string, address: string): Promise<UserRecord | undefined> {
  const [row] = await db.query<UserRecord>(`${SELECT_USER} WHERE tenant = $1 AND address = $2`, [tenant, address]);
  return row;
}

export async function setLoginPassword(db: Queryable, userId: number, password: PasswordHash): Promise<void> {
  await db.query('UPDATE users SET password_salt = $2, password_hash = $3 WHERE id = $1', [userId, password.salt, password.hash]);
}

/** Sets the fund password; with `onlyIfUnset`, only when none is set yet (false: one was). */
export async function setFundPassword(db: Queryable, userId: number, password: PasswordHash, onlyIfUnset = false): Promise<boolean> {
  const rows = await db.query(
    `UPDATE users SET fund_password_salt = $2, fund_password_hash = $3 WHERE id = $1${onlyIfUnset ? ' AND fund_password_hash IS NULL' : ''} RETURNING id`,
    [userId, password.salt, password.hash],
  );
  return rows.length > 0;
}

/**
 * Replaces the login or fund password only while it is still `current` (the one the caller proved
 * against, read before): the proof runs outside any transaction (scrypt is slow), so a change that
 * landed in between wins and this one answers false.
 */
export async function replacePassword(db: Queryable, userId: number, kind: 'login' | 'fund', current: PasswordHash, next: PasswordHash): Promise<boolean> {
  const [salt, hash] = kind === 'login' ? ['password_salt', 'password_hash'] : ['fund_password_salt', 'fund_password_hash'];
  const rows = await db.query(`UPDATE users SET ${salt} = $2, ${hash} = $3 WHERE id = $1 AND ${hash} = $4 RETURNING id`, [
    userId,
    next.salt,
    next.hash,
    current.hash,
  ]);
  return rows.length > 0;
}

export async function setEmail(db: Queryable, userId: number, email: string): Promise<void> {
  await db.query('UPDATE users SET email = $2 WHERE id = $1', [userId, email]);
}

export async function setAddress(db: Queryable, userId: number, address: string, walletType: WalletType): Promise<void> {
  await db.query('UPDATE users SET address = $2, wallet_type = $3 WHERE id = $1', [userId, address, walletType]);
}

/** Is this login name free in the tenant (case-insensitively)? */
export async function loginNameFree(db: Queryable, tenant: string, loginName: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM users WHERE tenant = $1 AND lower(login_name) = lower($2)', [tenant, loginName]);
  return rows.length === 0;
}

/** A unique-index violation: two writes of one name, e-mail, phone or address at once. */
export const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

export async function findUserIdByInviteCode(db: Queryable, tenant: string, inviteCode: string): Promise<number | undefined> {
  const [row] = await db.query<{ id: number }>('SELECT id FROM users WHERE tenant = $1 AND invite_code = $2', [
    tenant,
    inviteCode.trim().toUpperCase(),
  ]);
  return row?.id;
}

export interface NewUser {
  tenant: string;
  loginName: string | null;
  email: string | null;
  phone: string | null;
  password: PasswordHash;
  invitedBy: number | null;
  /** A wallet account's address (normalised) and chain. */
  wallet?: { address: string; walletType: WalletType };
  /** The tenant's asset coins: the new account gets a funding account at zero for each. */
  coins: string[];
  now: number;
}

/** Creates the account and its funding accounts; call inside a transaction so both land or neither. */
export async function createUser(tx: Queryable, user: NewUser): Promise<number> {
  // Invite codes are random: on the rare clash, draw again.
  for (let attempt = 0; ; attempt++) {
    const inviteCode = newInviteCode(attempt < 5 ? 6 : 8);
    const taken = await tx.query('SELECT 1 FROM users WHERE tenant = $1 AND invite_code = $2', [user.tenant, inviteCode]);
    if (taken.length > 0) continue;
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO users (tenant, login_name, email, phone, password_salt, password_hash, invite_code, invited_by, create_time, address, wallet_type)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
      [
        user.tenant,
        user.loginName,
        user.email,
        user.phone,
        user.password.salt,
        user.password.hash,
        inviteCode,
        user.invitedBy,
        user.now,
        user.wallet?.address ?? null,
        user.wallet?.walletType ?? null,
      ],
    );
    await openFundingAccounts(tx, user.tenant, row!.id, user.coins);
    return row!.id;
  }
}

const decimal = (value: string) => new BigNumber(value).toFixed();

/** The body of getInfo (UserInfo in packages/api/src/user.ts). */
export async function loadUserInfo(db: Queryable, userId: number): Promise<UserInfo | undefined> {
  const [user] = await db.query<{
    userId: number;
    loginName: string | null;
    email: string | null;
    phone: string | null;
    status: number;
    inviteCode: string;
    vipLevel: number;
    address: string | null;
    hasFundPassword: boolean;
    allEarn: string;
  }>(
    `SELECT id AS "userId", login_name AS "loginName", email, phone, status, invite_code AS "inviteCode",
            vip_level AS "vipLevel", address, fund_password_hash IS NOT NULL AS "hasFundPassword", all_earn::text AS "allEarn"
       FROM users WHERE id = $1`,
    [userId],
  );
  if (!user) return undefined;
  // Per coin the user holds an account of, all account types together: amount is the total
  // (available + frozen), frozen the part of it that is frozen; in the tenant's asset-coin order.
  const assets = await db.query<{ coin: string; amount: string; frozen: string }>(
    `SELECT a.coin, sum(a.available + a.frozen)::text AS amount, sum(a.frozen)::text AS frozen
       FROM ledger_accounts a JOIN tenants t ON t.name = a.tenant
      WHERE a.user_id = $1
      GROUP BY a.coin, t.settings
      ORDER BY COALESCE((SELECT i FROM jsonb_array_elements(t.settings->'assetCoins') WITH ORDINALITY AS e(c, i) WHERE e.c->>'coin' = a.coin), 1000000), a.coin`,
    [userId],
  );
  const { allEarn, ...profile } = user;
  return {
    asset: assets.map((a) => ({ coin: a.coin, amount: decimal(a.amount), frozen: decimal(a.frozen) })),
    allEarn: decimal(allEarn),
    // Accounts opened by e-mail or phone have no login name: show what they sign in with.
    user: { ...profile, loginName: profile.loginName ?? profile.email ?? profile.phone ?? '' },
  };
}
