import { randomInt } from 'node:crypto';
import type { Db } from '../db.js';
import { hashPassword, verifyPassword } from '../../auth/password.js';
import { endUserSessions } from '../../auth/sessions.js';
import { setLoginPassword } from '../../users/user-store.js';
import { insertSeedUser } from './index.js';
import { seedInbox } from './inbox.js';
import { TENANTS } from './tenants.js';
import { DEMO_PASSWORD, USERS } from './users.js';

/** The development seed's `demo`: the production demo account starts as it does (balances, mails). */
const DEMO = USERS.find((user) => user.loginName === 'demo')!;

/**
 * No 0/O, 1/l/I: the password is read off a console. 16 of these 57 characters are ~93 bits,
 * beyond any guessing through a rate-limited sign-in.
 */
const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const PASSWORD_LENGTH = 16;

/** A fresh random password from node:crypto (never Math.random). */
export function randomPassword(): string {
  let password = '';
  for (let i = 0; i < PASSWORD_LENGTH; i++) password += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  return password;
}

/**
 * What happened to one tenant's demo account: made now or given a new password (the password,
 * in plain text this once), kept (its password was shown when it was made or last changed), or
 * not made because a real user holds the login name.
 */
export type DemoAccountOutcome =
  | { tenant: string; loginName: string; outcome: 'created' | 'new-password'; password: string }
  | { tenant: string; loginName: string; outcome: 'kept' | 'name-taken' };

/**
 * Production's demo account (`ATRIUM_DEMO_ACCOUNT`, set by `npm start`): in every tenant, since
 * each is its own platform (its own host, brand and settings) and a newcomer is pointed at all
 * three. Each tenant's account gets its own random password, so one leaked password opens one
 * tenant. Only the hash is stored; the plain text goes back to the caller once, to print.
 *
 * The account is the seed's `demo` (its invite code DEMO01 marks it: sign-up never draws a 0 or
 * a 1), so a real user who signed up as "demo" is never touched. One that still accepts the
 * published password (a database seeded by an older production start) gets a new one, as with
 * `new-password`.
 */
export async function provideDemoAccounts(db: Db, now: number, request: 'keep' | 'new-password'): Promise<DemoAccountOutcome[]> {
  const present = new Set((await db.query<{ name: string }>('SELECT name FROM tenants')).map((row) => row.name));
  const outcomes: DemoAccountOutcome[] = [];
  for (const tenant of TENANTS.filter((t) => present.has(t.name))) {
    const base = { tenant: tenant.name, loginName: DEMO.loginName };
    const [existing] = await db.query<{ id: number; inviteCode: string; salt: string; hash: string }>(
      `SELECT id, invite_code AS "inviteCode", password_salt AS salt, password_hash AS hash
         FROM users WHERE tenant = $1 AND lower(login_name) = lower($2)`,
      [tenant.name, DEMO.loginName],
    );
    if (existing && existing.inviteCode !== DEMO.inviteCode) {
      outcomes.push({ ...base, outcome: 'name-taken' });
      continue;
    }
    if (existing) {
      if (request === 'keep' && !(await verifyPassword(DEMO_PASSWORD, existing))) {
        outcomes.push({ ...base, outcome: 'kept' });
        continue;
      }
      const password = randomPassword();
      await setLoginPassword(db, existing.id, await hashPassword(password));
      // Whoever signed in with the old password is out.
      await endUserSessions(db, existing.id);
      outcomes.push({ ...base, outcome: 'new-password', password });
      continue;
    }
    const password = randomPassword();
    const hash = await hashPassword(password);
    await db.transaction(async (tx) => {
      // The seed's e-mail and phone, unless a real user holds them (each is unique in a tenant).
      const email = DEMO.email.replace('{tenant}', tenant.name);
      const [taken] = await tx.query<{ email: boolean; phone: boolean }>(
        `SELECT coalesce(bool_or(lower(email) = lower($2)), false) AS email, coalesce(bool_or(phone = $3), false) AS phone
           FROM users WHERE tenant = $1`,
        [tenant.name, email, DEMO.phone],
      );
      const contact = { email: taken?.email ? null : email, phone: taken?.phone ? null : DEMO.phone };
      await insertSeedUser(tx, tenant.name, DEMO, hash, contact, now);
      await seedInbox(tx, tenant, now);
    });
    outcomes.push({ ...base, outcome: 'created', password });
  }
  return outcomes;
}

/** The console lines of a start's demo accounts: each password this once, and how to get a new one. */
export function demoAccountLines(outcomes: DemoAccountOutcome[]): string[] {
  if (outcomes.length === 0) return [];
  const width = Math.max(...outcomes.map((o) => o.tenant.length));
  const lines = outcomes.map((o) => {
    const who = `  ${o.tenant.padEnd(width)}  ${o.loginName}`;
    switch (o.outcome) {
      case 'created':
        return `${who} / ${o.password}   (new account)`;
      case 'new-password':
        return `${who} / ${o.password}   (new password)`;
      case 'kept':
        return `${who}   exists; its password was shown when it was made`;
      case 'name-taken':
        return `${who}   not made: a user already signed up with that name`;
    }
  });
  return [
    'Demo accounts (passwords are shown once and stored only as hashes):',
    ...lines,
    'For new demo passwords: ATRIUM_DEMO_ACCOUNT=new-password npm start',
  ];
}
