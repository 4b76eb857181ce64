import { afterAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../contract.js';
import { freshIp, type Headers } from '../test/http.js';
import { useTestApp } from '../test/use-test-app.js';

const t = useTestApp();
const c = t.client;

let serial = 0;
/** A new account of its own for each test (account sign-up needs no code on atrium). */
async function newAccount(password = 'first-pass'): Promise<{ loginName: string; auth: Headers }> {
  const loginName = `pw_user_${++serial}`;
  const body = await c.post('/api/user/register', { signType: 3, loginName, loginPassword: password });
  if (body.code !== 200) throw new Error(body.msg);
  return { loginName, auth: await c.signIn(loginName, password) };
}
const canSignIn = async (loginName: string, password: string) =>
  (await c.post('/api/user/login', { signType: 3, loginName, loginPassword: password })).code === 200;
const tokenWorks = async (auth: Headers) => (await c.get('/api/user/getInfo', auth)).code === 200;
const info = async (auth: Headers) => (await c.get<UserInfo>('/api/user/getInfo', auth)).data.user;

describe('password reset by e-mail code', () => {
  const email = 'demo@atrium.example';
  const requestCode = async () => {
    await c.shiftClock(0);
    // A minute between codes to one address: each test starts a minute later than the last.
    await c.shiftClock(++serial * 61_000);
    expect((await c.post(`/api/user/sendEmailCode?${c.query({ codeType: 'FIND_PASSWORD', email })}`, undefined, freshIp())).code).toBe(200);
    return (await c.lastCode(email))!;
  };
  afterAll(() => c.shiftClock(0));

  it('backPwd (fields in the query): the new password works, the old does not, every session ends', async () => {
    const first = await c.signIn('demo', 'demo1234');
    const second = await c.signIn('demo', 'demo1234');
    const emailCode = await requestCode();
    const body = await c.post(`/api/user/backPwd?${c.query({ email, newPwd: 'reset-one', emailCode })}`);
    expect(body).toEqual({ code: 200, msg: 'Password reset', data: null });
    expect(await canSignIn('demo', 'demo1234')).toBe(false);
    expect(await canSignIn('demo', 'reset-one')).toBe(true);
    expect(await tokenWorks(first)).toBe(false);
    expect(await tokenWorks(second)).toBe(false);
  });

  it('updatePwdByEmail (fields in the body, capability secretsInBody) does the same', async () => {
    const emailCode = await requestCode();
    expect((await c.post('/api/user/updatePwdByEmail', { email: 'DEMO@atrium.example', newPwd: 'reset-two', emailCode })).code).toBe(200);
    expect(await canSignIn('demo', 'reset-two')).toBe(true);
    // The code was used up.
    expect((await c.post('/api/user/updatePwdByEmail', { email, newPwd: 'reset-three', emailCode })).msg).toBe('Incorrect verification code');
  });

  it('checks the new password before the code, so a short one does not burn the code', async () => {
    const emailCode = await requestCode();
    expect((await c.post('/api/user/backPwd', { email, newPwd: '12345', emailCode })).msg).toBe('Password must be at least 6 characters');
    expect((await c.post('/api/user/backPwd', { email, newPwd: 'reset-four', emailCode: '000000' })).msg).toBe('Incorrect verification code');
    expect((await c.post('/api/user/backPwd', { email, newPwd: 'reset-four', emailCode })).code).toBe(200);
  });

  it('refuses a code of another purpose and missing fields', async () => {
    expect((await c.post('/api/user/backPwd', { newPwd: 'whatever1', emailCode: '123456' })).msg).toBe('Please enter your e-mail');
    expect((await c.post('/api/user/backPwd', { email, newPwd: 'whatever1' })).msg).toBe('Please enter the verification code');
    await c.shiftClock(++serial * 61_000);
    await c.post(`/api/user/sendEmailCode?${c.query({ codeType: 'LOGIN', email })}`, undefined, freshIp());
    const loginCode = (await c.lastCode(email))!;
    expect((await c.post('/api/user/backPwd', { email, newPwd: 'whatever1', emailCode: loginCode })).msg).toBe('Incorrect verification code');
  });

  it('answers a field of the wrong type as malformed (HTTP 400)', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/user/backPwd', payload: { email, newPwd: 123456, emailCode: '1' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, msg: 'newPwd must be a string' });
  });
});

describe('changing the login password', () => {
  it('updateUserLoginPwd: proves the old one, keeps this session, ends the others', async () => {
    const { loginName, auth } = await newAccount();
    const other = await c.signIn(loginName, 'first-pass');
    expect((await c.post('/api/user/updateUserLoginPwd', { oldPwd: 'wrong-pass', newPwd: 'second-pass' }, auth)).msg).toBe('Incorrect current password');
    expect((await c.post('/api/user/updateUserLoginPwd', { oldPwd: 'first-pass', newPwd: '12345' }, auth)).msg).toBe('Password must be at least 6 characters');
    expect((await c.post('/api/user/updateUserLoginPwd', { oldPwd: 'first-pass', newPwd: 'first-pass' }, auth)).msg).toBe(
      'The new password must differ from the current one',
    );
    expect((await c.post(`/api/user/updateUserLoginPwd?${c.query({ oldPwd: 'first-pass', newPwd: 'second-pass' })}`, undefined, auth)).code).toBe(200);
    expect(await canSignIn(loginName, 'first-pass')).toBe(false);
    expect(await canSignIn(loginName, 'second-pass')).toBe(true);
    expect(await tokenWorks(auth)).toBe(true);
    expect(await tokenWorks(other)).toBe(false);
  });

  it('takes the account from the token, never from a userId the client sends (rule 14)', async () => {
    const { loginName, auth } = await newAccount();
    const demoId = (await info(await c.signIn('frozen', 'demo1234'))).userId;
    const body = await c.post('/api/user/updateUserLoginPwd', { oldPwd: 'first-pass', newPwd: 'mine-only', userId: demoId }, auth);
    expect(body.code).toBe(200);
    expect(await canSignIn(loginName, 'mine-only')).toBe(true);
    expect(await canSignIn('frozen', 'demo1234')).toBe(true);
  });

  it('updatePwd with signType 1 changes the login password', async () => {
    const { loginName, auth } = await newAccount();
    expect((await c.post('/api/user/updatePwd', { oldPwd: 'first-pass', newPwd: 'via-update', signType: 1 }, auth)).code).toBe(200);
    expect(await canSignIn(loginName, 'via-update')).toBe(true);
  });

  it('needs a token', async () => {
    for (const url of ['/api/user/updateUserLoginPwd', '/api/user/updatePwd', '/api/user/pwdSett', '/api/user/tardPwdSet']) {
      expect((await c.post(url, { oldPwd: 'a-b-c-d-e', newPwd: 'f-g-h-i-j', pwd: 'k-l-m-n-o', signType: 1 })).msg).toContain('Token');
    }
  });
});

describe('the fund password', () => {
  it('pwdSett sets it once (at least 6 characters); getInfo shows it is set', async () => {
    const { auth } = await newAccount();
    expect((await info(auth)).hasFundPassword).toBe(false);
    expect((await c.post('/api/user/pwdSett', { pwd: '12345' }, auth)).msg).toBe('Fund password must be at least 6 characters');
    expect((await c.post(`/api/user/pwdSett?${c.query({ pwd: '246810' })}`, undefined, auth)).code).toBe(200);
    expect((await info(auth)).hasFundPassword).toBe(true);
    expect((await c.post('/api/user/pwdSett', { pwd: '135791' }, auth)).msg).toBe('Fund password is already set');
  });

  it('tardPwdSet changes it proving the old one; it is hashed, never stored as typed', async () => {
    const { loginName, auth } = await newAccount();
    expect((await c.post('/api/user/tardPwdSet', { pwd: '222222', oldPwd: '111111' }, auth)).msg).toBe('Fund password is not set');
    await c.post('/api/user/pwdSett', { pwd: '111111' }, auth);
    expect((await c.post('/api/user/tardPwdSet', { pwd: '222222', oldPwd: '999999' }, auth)).msg).toBe('Incorrect current password');
    expect((await c.post('/api/user/tardPwdSet', { pwd: '2222', oldPwd: '111111' }, auth)).msg).toBe('Fund password must be at least 6 characters');
    expect((await c.post('/api/user/tardPwdSet', { pwd: '222222', oldPwd: '111111' }, auth)).code).toBe(200);
    const [row] = await t.db.query<{ salt: string; hash: string }>(
      'SELECT fund_password_salt AS salt, fund_password_hash AS hash FROM users WHERE login_name = $1',
      [loginName],
    );
    expect(row!.hash).toMatch(/^[0-9a-f]{128}$/);
    expect(row!.salt).toMatch(/^[0-9a-f]{32}$/);
    // The login password is another thing: unchanged.
    expect(await canSignIn(loginName, 'first-pass')).toBe(true);
  });

  it('updatePwd with signType 2 (digits in the query) changes the fund password, not the login one', async () => {
    const { loginName, auth } = await newAccount();
    await c.post('/api/user/pwdSett', { pwd: '111111' }, auth);
    const body = await c.post(`/api/user/updatePwd?${c.query({ oldPwd: '111111', newPwd: '333333', signType: 2 })}`, undefined, auth);
    expect(body.code).toBe(200);
    expect((await c.post('/api/user/tardPwdSet', { pwd: '444444', oldPwd: '111111' }, auth)).msg).toBe('Incorrect current password');
    expect((await c.post('/api/user/tardPwdSet', { pwd: '444444', oldPwd: '333333' }, auth)).code).toBe(200);
    expect(await canSignIn(loginName, 'first-pass')).toBe(true);
  });

  it('answers an updatePwd signType other than 1 or 2 as malformed (HTTP 400)', async () => {
    const { auth } = await newAccount();
    for (const signType of [3, '0', 'x']) {
      const response = await t.app.inject({ method: 'POST', url: '/api/user/updatePwd', payload: { oldPwd: 'a', newPwd: 'b', signType }, headers: auth });
      expect(response.statusCode).toBe(400);
    }
  });
});
