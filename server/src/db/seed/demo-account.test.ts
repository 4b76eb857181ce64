import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../auth/password.js';
import type { UserInfo } from '../../contract.js';
import { createUser } from '../../users/user-store.js';
import { useTestApp } from '../../test/use-test-app.js';
import { demoAccountLines, provideDemoAccounts, type DemoAccountOutcome } from './demo-account.js';
import { insertSeedUser } from './index.js';
import { retirePublishedPasswords } from './published-passwords.js';
import { TENANTS } from './tenants.js';
import { DEMO_PASSWORD, USERS } from './users.js';

// A production app on a database of its own: seeded as production seeds.
const t = useTestApp({ app: { mode: 'production' } });
const c = t.client;

/** Whether the account of that login name in that tenant takes this password (by its stored hash: harbor's sign-in asks a captcha). */
async function accepts(tenant: string, loginName: string, password: string): Promise<boolean> {
  const [row] = await t.db.query<{ salt: string; hash: string }>(
    'SELECT password_salt AS salt, password_hash AS hash FROM users WHERE tenant = $1 AND login_name = $2',
    [tenant, loginName],
  );
  return row !== undefined && (await verifyPassword(password, row));
}

const userCount = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users'))[0]!.n;
const passwordOf = (outcomes: DemoAccountOutcome[], tenant: string) => {
  const outcome = outcomes.find((o) => o.tenant === tenant);
  return outcome && 'password' in outcome ? outcome.password : undefined;
};

describe('production seed and demo account', () => {
  it('seeds no account in production: demo and frozen do not exist, let alone accept demo1234', async () => {
    expect(await userCount()).toBe(0);
    expect(await c.post('/api/user/login', { signType: 3, loginName: 'demo', loginPassword: DEMO_PASSWORD })).toEqual({ code: 500, msg: 'Incorrect username or password' });
    expect(await c.post('/api/user/login', { signType: 3, loginName: 'frozen', loginPassword: DEMO_PASSWORD })).toEqual({ code: 500, msg: 'Incorrect username or password' });
  });

  it('makes a funded demo account with a random password once per tenant, keeps it after, and gives new passwords on request', async () => {
    const now = Date.now();
    // meridian: an older production seed's demo and frozen, on the published password.
    const published = await hashPassword(DEMO_PASSWORD);
    await t.db.transaction(async (tx) => {
      for (const user of USERS) await insertSeedUser(tx, 'meridian', user, published, { email: null, phone: null }, now);
    });
    // harbor: a real user signed up as "Demo" before any demo account was asked for.
    await t.db.transaction((tx) =>
      createUser(tx, { tenant: 'harbor', loginName: 'Demo', email: null, phone: null, password: published, invitedBy: null, coins: ['usdt'], now }),
    );

    const first = await provideDemoAccounts(t.db, now, 'keep');
    expect(first.map(({ tenant, outcome }) => `${tenant} ${outcome}`)).toEqual(['atrium created', 'harbor name-taken', 'meridian new-password']);
    const atrium = passwordOf(first, 'atrium')!;
    const meridian = passwordOf(first, 'meridian')!;
    for (const password of [atrium, meridian]) expect(password).toMatch(/^[A-Za-z2-9]{16}$/);
    expect(atrium).not.toBe(meridian);
    expect(await accepts('meridian', 'demo', DEMO_PASSWORD)).toBe(false);
    expect(await accepts('meridian', 'demo', meridian)).toBe(true);
    // The real user's account is untouched.
    expect(await accepts('harbor', 'Demo', DEMO_PASSWORD)).toBe(true);

    // The new account signs in and is funded as the development demo is.
    const auth = await c.signIn('demo', atrium);
    const info = (await c.get<UserInfo>('/api/user/getInfo', auth)).data;
    expect(info.user).toMatchObject({ loginName: 'demo', status: 0, inviteCode: 'DEMO01' });
    expect(Object.fromEntries(info.asset.map((a) => [a.coin, a.amount]))).toMatchObject({ usdt: '10000', btc: '0.5', eth: '3' });

    // The start's clean-up: meridian's frozen no longer opens with the published password.
    expect(await retirePublishedPasswords(t.db)).toEqual([{ tenant: 'meridian', loginName: 'frozen' }]);
    expect(await accepts('meridian', 'frozen', DEMO_PASSWORD)).toBe(false);
    expect(await retirePublishedPasswords(t.db)).toEqual([]);

    // A later start keeps them: no second account, no password printed, the old one still works.
    const users = await userCount();
    const again = await provideDemoAccounts(t.db, now, 'keep');
    expect(again).toEqual(TENANTS.map((tenant) => ({ tenant: tenant.name, loginName: 'demo', outcome: tenant.name === 'harbor' ? 'name-taken' : 'kept' })));
    expect(await userCount()).toBe(users);
    expect(demoAccountLines(again).join('\n')).not.toMatch(new RegExp(`${atrium}|${meridian}`));
    expect((await c.get('/api/user/getInfo', auth)).code).toBe(200);

    // new-password: a new one for each kept account; the old password and its sessions are over.
    const renewed = await provideDemoAccounts(t.db, now, 'new-password');
    expect(renewed.map(({ tenant, outcome }) => `${tenant} ${outcome}`)).toEqual(['atrium new-password', 'harbor name-taken', 'meridian new-password']);
    expect(await accepts('atrium', 'demo', atrium)).toBe(false);
    expect(await accepts('atrium', 'demo', passwordOf(renewed, 'atrium')!)).toBe(true);
    expect((await c.get('/api/user/getInfo', auth)).msg).toContain('Token');
    expect(await userCount()).toBe(users);
  });

  it('prints each new password once, with how to get another', () => {
    const lines = demoAccountLines([
      { tenant: 'atrium', loginName: 'demo', outcome: 'created', password: 'Abcdefghjkmnpq23' },
      { tenant: 'meridian', loginName: 'demo', outcome: 'kept' },
    ]);
    expect(lines.filter((line) => line.includes('Abcdefghjkmnpq23'))).toEqual(['  atrium    demo / Abcdefghjkmnpq23   (new account)']);
    expect(lines.join('\n')).toContain('ATRIUM_DEMO_ACCOUNT=new-password npm start');
    expect(demoAccountLines([])).toEqual([]);
  });
});
