import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../auth/password.js';
import type { Queryable } from '../db/db.js';
import type { Headers } from '../test/http.js';
import { useTestApp } from '../test/use-test-app.js';
import { setFundPassword } from '../users/user-store.js';
import { FUND_PASSWORD_CHANGED } from './fund-password.js';

/**
 * The fund password is verified (scrypt, ~50 ms) before the transaction of a withdrawal or a
 * fund-password change, never while one is open; in the transaction, the hash verified must
 * still be the account's.
 */
const t = useTestApp({ checkBooks: true });
const c = t.client;

const TRON_ADDRESS = 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL';
const WITHDRAWAL = { coin: 'usdt', chain: 'TRC20', address: TRON_ADDRESS, amount: '20', pwd: 'fundpass1' };

let serial = 0;
async function newUser(): Promise<{ userId: number; auth: Headers }> {
  const loginName = `fundpw_${++serial}`;
  await c.post('/api/user/register', { signType: 3, loginName, loginPassword: 'secret1' });
  await c.post('/api/__dev/credit', { loginName, coin: 'usdt', amount: '100' });
  const auth = await c.signIn(loginName, 'secret1');
  expect((await c.post('/api/user/pwdSett', { pwd: 'fundpass1' }, auth)).code).toBe(200);
  const [user] = await t.db.query<{ id: number }>("SELECT id FROM users WHERE tenant = 'atrium' AND login_name = $1", [loginName]);
  return { userId: user!.id, auth };
}

/** Counts the app's open transactions, and records how many were open each time a password check ran. */
function watchChecks(during?: () => Promise<void>) {
  let open = 0;
  const openAtCheck: number[] = [];
  const transaction = t.db.transaction.bind(t.db);
  vi.spyOn(t.db, 'transaction').mockImplementation(async <T>(fn: (tx: Queryable) => Promise<T>) => {
    open++;
    try {
      return await transaction(fn);
    } finally {
      open--;
    }
  });
  const limits = t.app.atrium.loginLimits;
  const attempt = limits.attempt.bind(limits);
  vi.spyOn(limits, 'attempt').mockImplementation((tenant, client, account, check) =>
    attempt(tenant, client, account, async () => {
      openAtCheck.push(open);
      const verdict = await check();
      await during?.();
      return verdict;
    }),
  );
  return openAtCheck;
}
afterEach(() => vi.restoreAllMocks());

const withdrawals = async (userId: number) => (await t.db.query('SELECT id FROM withdraw_orders WHERE user_id = $1', [userId])).length;

describe('the fund password check and the transaction', () => {
  it('verifies a withdrawal\'s fund password with no transaction open, then makes the order', async () => {
    const who = await newUser();
    const openAtCheck = watchChecks();
    expect(await c.post('/api/withdraw/submit', WITHDRAWAL, who.auth)).toMatchObject({ code: 200, msg: 'Submitted for review' });
    expect((await c.post('/api/withdraw/submit', { ...WITHDRAWAL, pwd: 'wrongpass' }, who.auth)).msg).toBe('Incorrect fund password');
    expect(openAtCheck).toEqual([0, 0]);
    expect(await withdrawals(who.userId)).toBe(1);
  });

  it('answers a repeat of a withdrawal that was made as it was, though withdrawals closed since', async () => {
    const who = await newUser();
    const submit = () => t.app.inject({ method: 'POST', url: '/api/withdraw/submit', payload: WITHDRAWAL, headers: { ...who.auth, 'idempotency-key': 'w-made' } });
    const first = await submit();
    expect(first.json()).toMatchObject({ code: 200 });
    expect((await c.post('/api/__dev/withdraw/status', { open: false })).code).toBe(200);
    try {
      const again = await submit();
      expect([again.headers['idempotent-replayed'], again.body]).toEqual(['true', first.body]);
    } finally {
      await c.post('/api/__dev/withdraw/status', { open: true });
    }
    expect(await withdrawals(who.userId)).toBe(1);
  });

  it('refuses a withdrawal whose fund password changed between the check and the transaction, making nothing', async () => {
    const who = await newUser();
    watchChecks(async () => {
      await setFundPassword(t.db, who.userId, await hashPassword('fundpass2'));
    });
    expect(await c.post('/api/withdraw/submit', WITHDRAWAL, who.auth)).toEqual({ code: 500, msg: FUND_PASSWORD_CHANGED });
    expect(await withdrawals(who.userId)).toBe(0);
  });

  it('changes the fund password with the old one verified outside the transaction; a repeat of the change answers the first', async () => {
    const who = await newUser();
    const openAtCheck = watchChecks();
    const change = (headers: Headers = {}) => c.post('/api/user/tardPwdSet', { oldPwd: 'fundpass1', pwd: 'fundpass2' }, { ...who.auth, ...headers });
    expect(await change({ 'idempotency-key': 'change-1' })).toEqual({ code: 200, msg: 'Password changed', data: null });
    expect(openAtCheck).toEqual([0]);
    // The old password no longer matches: the repeat is answered from the key, not refused.
    expect(await change({ 'idempotency-key': 'change-1' })).toEqual({ code: 200, msg: 'Password changed', data: null });
    expect((await change()).msg).toBe('Incorrect current password');
    expect((await c.post('/api/withdraw/submit', { ...WITHDRAWAL, pwd: 'fundpass2' }, who.auth)).code).toBe(200);
  });

  it('refuses a fund-password change when the password changed after the check', async () => {
    const who = await newUser();
    watchChecks(async () => {
      await setFundPassword(t.db, who.userId, await hashPassword('fundpass3'));
    });
    expect(await c.post('/api/user/updatePwd', { oldPwd: 'fundpass1', newPwd: 'fundpass2', signType: 2 }, who.auth)).toEqual({
      code: 500,
      msg: FUND_PASSWORD_CHANGED,
    });
    vi.restoreAllMocks();
    expect((await c.post('/api/withdraw/submit', { ...WITHDRAWAL, pwd: 'fundpass3' }, who.auth)).code).toBe(200);
  });
});
