import { describe, expect, it, vi } from 'vitest';
import { freshIp } from '../test/http.js';
import { useTestApp } from '../test/use-test-app.js';

/**
 * scrypt (~50 ms a run) never runs while a database transaction is open: a transaction holds a
 * pooled connection and its row locks for as long as it lasts. The hash functions are wrapped to
 * record whether one was open when they ran; the app's db counts its open transactions.
 */
const watch = vi.hoisted(() => ({
  open: 0,
  runs: [] as { fn: string; inTransaction: boolean }[],
  /** While on, each hash waits for a second one: two requests are then both past their proof. */
  pairUp: false,
  waiting: [] as (() => void)[],
}));
vi.mock('../auth/password.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../auth/password.js')>();
  const record = (fn: string) => watch.runs.push({ fn, inTransaction: watch.open > 0 });
  return {
    ...real,
    verifyPassword: (...args: Parameters<typeof real.verifyPassword>) => (record('verifyPassword'), real.verifyPassword(...args)),
    hashPassword: async (...args: Parameters<typeof real.hashPassword>) => {
      record('hashPassword');
      if (watch.pairUp) {
        await new Promise<void>((resolve) => {
          watch.waiting.push(resolve);
          if (watch.waiting.length === 2) for (const release of watch.waiting.splice(0)) release();
        });
      }
      return real.hashPassword(...args);
    },
  };
});

const t = useTestApp({
  setup: async () => {
    const db = t.db;
    const transaction = db.transaction.bind(db);
    db.transaction = async (fn) => {
      watch.open++;
      try {
        return await transaction(fn);
      } finally {
        watch.open--;
      }
    };
  },
});
const c = t.client;

describe('password hashing and transactions', () => {
  it('sign-up, sign-in, changes of the login and fund passwords and the reset hash outside any transaction', async () => {
    watch.runs.length = 0;
    expect((await c.post('/api/user/register', { signType: 3, loginName: 'hash_watch', loginPassword: 'first-pass' })).code).toBe(200);
    const auth = await c.signIn('hash_watch', 'first-pass');
    expect((await c.post('/api/user/updateUserLoginPwd', { oldPwd: 'first-pass', newPwd: 'second-pass' }, auth)).code).toBe(200);
    expect((await c.post('/api/user/updatePwd', { signType: 1, oldPwd: 'second-pass', newPwd: 'third-pass' }, auth)).code).toBe(200);
    expect((await c.post('/api/user/pwdSett', { pwd: 'fund-one' }, auth)).code).toBe(200);
    expect((await c.post('/api/user/tardPwdSet', { oldPwd: 'fund-one', pwd: 'fund-two' }, auth)).code).toBe(200);
    expect((await c.post('/api/user/updatePwd', { signType: 2, oldPwd: 'fund-two', newPwd: 'fund-three' }, auth)).code).toBe(200);
    expect((await c.post('/api/user/tardPwdSet', { oldPwd: 'wrong-one', pwd: 'fund-four' }, auth)).msg).toBe('Incorrect current password');
    expect((await c.post('/api/user/sendEmailCode', { codeType: 'FIND_PASSWORD', email: 'demo@atrium.example' }, freshIp())).code).toBe(200);
    const emailCode = await c.lastCode('demo@atrium.example');
    expect((await c.post('/api/user/backPwd', { email: 'demo@atrium.example', newPwd: 'reset-pass', emailCode })).code).toBe(200);

    expect(watch.runs.filter((r) => r.fn === 'verifyPassword')).toHaveLength(6);
    expect(watch.runs.filter((r) => r.fn === 'hashPassword')).toHaveLength(7);
    expect(watch.runs.filter((r) => r.inTransaction)).toEqual([]);
  });

  it('of two changes proving the same current password at once, one wins and the other is told', async () => {
    expect((await c.post('/api/user/register', { signType: 3, loginName: 'hash_race', loginPassword: 'first-pass' })).code).toBe(200);
    const auth = await c.signIn('hash_race', 'first-pass');
    watch.pairUp = true;
    const answers = await Promise.all(
      ['second-pass', 'other-pass'].map((newPwd) => c.post('/api/user/updateUserLoginPwd', { oldPwd: 'first-pass', newPwd }, auth)),
    ).finally(() => (watch.pairUp = false));
    expect(answers.map((a) => a.msg).sort()).toEqual(['Password changed', 'The password was changed meanwhile, please try again']);
    const winner = answers[0]!.code === 200 ? 'second-pass' : 'other-pass';
    expect((await c.post('/api/user/login', { signType: 3, loginName: 'hash_race', loginPassword: winner })).code).toBe(200);
  });
});
