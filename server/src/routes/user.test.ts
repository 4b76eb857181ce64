import { describe, expect, it } from 'vitest';
import { CAPTCHA_REQUIRED, type UserInfo } from '../contract.js';
import { useTestApp } from '../test/use-test-app.js';

const t = useTestApp();

type Headers = Record<string, string>;
interface Body<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

const post = async <T = unknown>(url: string, payload: unknown, headers: Headers = {}) =>
  (await t.app.inject({ method: 'POST', url, payload: payload as object, headers })).json<Body<T>>();
const get = async <T = unknown>(url: string, headers: Headers = {}) => (await t.app.inject({ method: 'GET', url, headers })).json<Body<T>>();
/** Loads a captcha image, as the sign-in screen's <img> does. */
const loadCaptcha = (codeType: string, headers: Headers = {}) =>
  t.app.inject({ method: 'GET', url: `/api/user/easyGenerateCode?codeType=${codeType}&timestamp=${Date.now()}`, headers });

const login = (payload: object, headers: Headers = {}) => post<{ satoken: string }>('/api/user/login', payload, headers);
const demoLogin = (headers: Headers = {}) => login({ signType: 3, loginName: 'demo', loginPassword: 'demo1234' }, headers);
const harbor = (extra: Headers = {}) => ({ 'x-atrium-tenant': 'harbor', ...extra });
const captchaAnswer = async (headers: Headers, codeType = 'LOGIN') =>
  (await get<{ answer: string | null }>(`/api/__dev/captcha?codeType=${codeType}`, headers)).data.answer;
const lastCode = async (to: string) => (await get<{ code: string }[]>(`/api/__dev/codes?to=${encodeURIComponent(to)}`)).data[0]?.code;

describe('sign-in by account', () => {
  it('signs the demo user in and returns a 32-byte hex token', async () => {
    const body = await demoLogin();
    expect(body).toMatchObject({ code: 200, msg: 'ok' });
    expect(body.data.satoken).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers a wrong password and an unknown user with the same message', async () => {
    const wrong = await login({ signType: 3, loginName: 'demo', loginPassword: 'nope-nope' });
    const unknown = await login({ signType: 3, loginName: 'nobody_here', loginPassword: 'demo1234' });
    expect(wrong).toEqual({ code: 500, msg: 'Incorrect username or password' });
    expect(unknown).toEqual({ code: 500, msg: 'Incorrect username or password' });
  });

  it('lets a frozen user sign in, and getInfo shows status 1', async () => {
    const { data } = await login({ signType: 3, loginName: 'frozen', loginPassword: 'demo1234' });
    const info = await get<UserInfo>('/api/user/getInfo', { authorization: data.satoken });
    expect(info.data.user.status).toBe(1);
  });

  it('turns away a bare wallet address: wallets sign a nonce at /api/user/walletLogin', async () => {
    const body = await login({ signType: 0 });
    expect(body).toEqual({ code: 500, msg: 'Please sign in with your wallet' });
  });

  it('answers a body without signType as a malformed request (HTTP 400)', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { loginName: 'demo' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400 });
    expect(response.json<Body>().msg).toMatch(/signType/);
  });
});

describe('user info and tokens', () => {
  it('returns assets, allEarn and the profile for the token in authorization', async () => {
    const { data } = await demoLogin();
    const info = await get<UserInfo>('/api/user/getInfo', { authorization: data.satoken });
    expect(info.code).toBe(200);
    expect(info.data.asset).toEqual([
      { coin: 'usdt', amount: '10000', frozen: '0' },
      { coin: 'btc', amount: '0.5', frozen: '0' },
      { coin: 'eth', amount: '3', frozen: '0.25' },
    ]);
    expect(info.data.allEarn).toBe('1284.56');
    expect(info.data.user).toEqual({
      userId: expect.any(Number),
      loginName: 'demo',
      email: 'demo@atrium.example',
      phone: '+15550100001',
      status: 0,
      inviteCode: 'DEMO01',
      vipLevel: 2,
      address: null,
      hasFundPassword: false,
    });
  });

  it('accepts the token in satoken, with a Bearer prefix, and by POST', async () => {
    const { data } = await demoLogin();
    expect((await get('/api/user/getInfo', { satoken: data.satoken })).code).toBe(200);
    expect((await get('/api/user/getInfo', { authorization: `Bearer ${data.satoken}` })).code).toBe(200);
    expect((await get('/api/user/getInfo', { authorization: 'undefined', satoken: data.satoken })).code).toBe(200);
    expect((await post('/api/user/getInfo', {}, { authorization: data.satoken })).code).toBe(200);
  });

  it('answers a missing, unknown or other-tenant token with a message containing "Token"', async () => {
    const { data } = await demoLogin();
    const cases: Headers[] = [{}, { authorization: 'f'.repeat(64) }, harbor({ authorization: data.satoken })];
    for (const headers of cases) {
      const body = await get('/api/user/getInfo', headers);
      expect(body.code).toBe(500);
      expect(body.msg).toContain('Token');
    }
  });

  it('signs out: the token stops working', async () => {
    const { data } = await demoLogin();
    expect((await post('/api/user/loginOut', {}, { authorization: data.satoken })).code).toBe(200);
    expect((await get('/api/user/getInfo', { authorization: data.satoken })).msg).toContain('Token');
    // Signing out twice, or without a token, still succeeds.
    expect((await post('/api/user/loginOut', {}, { authorization: data.satoken })).code).toBe(200);
  });

  it('ends a session after seven days', async () => {
    const { data } = await demoLogin();
    await post('/api/__dev/clock', { offsetMs: 8 * 24 * 3_600_000 });
    try {
      expect((await get('/api/user/getInfo', { authorization: data.satoken })).msg).toContain('Token');
    } finally {
      await post('/api/__dev/clock', {});
    }
  });
});

describe('image captcha', () => {
  it('draws an SVG of four characters and remembers the answer for the caller', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/easyGenerateCode?codeType=LOGIN&timestamp=1700000000000' });
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toBe('no-store');
    const answer = await captchaAnswer({});
    expect(answer).toMatch(/^[A-Z2-9]{4}$/);
    const glyphs = [...response.body.matchAll(/<text[^>]*>([^<])<\/text>/g)].map((m) => m[1]).join('');
    expect(glyphs).toBe(answer);
  });

  it('rejects an unknown codeType as malformed', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/easyGenerateCode?codeType=OTHER' });
    expect(response.statusCode).toBe(400);
  });

  it('is required on harbor (loginCaptcha on), checked once, and case-insensitive', async () => {
    const payload = { signType: 3, loginName: 'demo', loginPassword: 'demo1234' };
    expect(await login(payload, harbor())).toEqual({ code: 500, msg: 'Incorrect verification code' });

    await loadCaptcha('LOGIN', harbor());
    const answer = (await captchaAnswer(harbor()))!;
    const first = await login({ ...payload, code: answer.toLowerCase() }, harbor());
    expect(first.code).toBe(200);
    // The same image cannot be used twice.
    expect((await login({ ...payload, code: answer }, harbor())).code).toBe(500);
  });

  it('is keyed by the client address (x-forwarded-for from the local proxy)', async () => {
    const alice = harbor({ 'x-forwarded-for': '198.51.100.7' });
    const bob = harbor({ 'x-forwarded-for': '198.51.100.8' });
    await loadCaptcha('LOGIN', alice);
    const answer = (await captchaAnswer(alice))!;
    const payload = { signType: 3, loginName: 'demo', loginPassword: 'demo1234', code: answer };
    expect((await login(payload, bob)).code).toBe(500);
    expect((await login(payload, alice)).code).toBe(200);
  });

  it('is consumed by a failed sign-in too', async () => {
    const client = harbor({ 'x-forwarded-for': '198.51.100.9' });
    await loadCaptcha('LOGIN', client);
    const answer = (await captchaAnswer(client))!;
    const wrongPassword = await login({ signType: 3, loginName: 'demo', loginPassword: 'wrong-one', code: answer }, client);
    expect(wrongPassword.msg).toBe('Incorrect username or password');
    const retry = await login({ signType: 3, loginName: 'demo', loginPassword: 'demo1234', code: answer }, client);
    expect(retry.msg).toBe('Incorrect verification code');
  });
});

describe('sign-up', () => {
  it('registers an account, which can then sign in with zero balances and its own invite code', async () => {
    const reg = await post('/api/user/register', { signType: 3, loginName: 'new_user_1', loginPassword: 'secret1' });
    expect(reg).toEqual({ code: 200, msg: 'Registration successful', data: null });
    const { data } = await login({ signType: 3, loginName: 'new_user_1', loginPassword: 'secret1' });
    const info = await get<UserInfo>('/api/user/getInfo', { authorization: data.satoken });
    expect(info.data.user.loginName).toBe('new_user_1');
    expect(info.data.user.inviteCode).toMatch(/^[A-Z2-9]{6}$/);
    expect(info.data.asset.map((a) => a.coin)).toContain('usdt');
    expect(info.data.asset.every((a) => a.amount === '0' && a.frozen === '0')).toBe(true);
    expect(info.data.allEarn).toBe('0');
  });

  it('refuses a taken name, whatever its case', async () => {
    expect(await post('/api/user/register', { signType: 3, loginName: 'DEMO', loginPassword: 'secret1' })).toEqual({
      code: 500,
      msg: 'Account already exists',
    });
  });

  it('checks the login name, the password and the invite code', async () => {
    const bad = (payload: object) => post('/api/user/register', { signType: 3, loginPassword: 'secret1', ...payload });
    expect((await bad({ loginName: 'abc' })).msg).toMatch(/4 to 20/);
    expect((await bad({ loginName: 'has space' })).msg).toMatch(/4 to 20/);
    expect((await bad({ loginName: 'x'.repeat(21) })).msg).toMatch(/4 to 20/);
    expect((await bad({ loginName: 'short_pw', loginPassword: '12345' })).msg).toMatch(/at least 6/);
    expect(await bad({ loginName: 'invited_1', activeCode: 'NOPE99' })).toEqual({ code: 500, msg: 'Invalid invite code' });
    expect((await bad({ loginName: 'invited_1', activeCode: 'demo01' })).code).toBe(200);
  });

  it('writes nothing when the sign-up fails', async () => {
    await post('/api/user/register', { signType: 3, loginName: 'half_write', loginPassword: 'secret1', activeCode: 'NOPE99' });
    expect((await login({ signType: 3, loginName: 'half_write', loginPassword: 'secret1' })).code).toBe(500);
  });

  it('asks for the image code on harbor (h5Code on)', async () => {
    const payload = { signType: 3, loginName: 'harbor_user', loginPassword: 'secret1' };
    expect((await post('/api/user/register', payload, harbor())).msg).toBe('Incorrect verification code');
    await loadCaptcha('REGISTER', harbor());
    const code = await captchaAnswer(harbor(), 'REGISTER');
    expect((await post('/api/user/register', { ...payload, code }, harbor())).code).toBe(200);
    // Accounts are per tenant: the harbor account does not exist on atrium.
    expect((await login({ signType: 3, loginName: 'harbor_user', loginPassword: 'secret1' })).code).toBe(500);
  });
});

describe('e-mail and mobile codes', () => {
  it('registers by e-mail with the code sent, then signs in by e-mail code', async () => {
    const email = 'Mail.User@Example.com';
    expect((await post(`/api/user/sendEmailCode?codeType=REGISTER&email=${encodeURIComponent(email)}`, undefined)).code).toBe(200);
    const code = await lastCode(email);
    expect(code).toMatch(/^\d{6}$/);
    expect((await post('/api/user/register', { signType: 1, email, loginPassword: 'secret1', code: '000000' })).msg).toBe(
      'Incorrect verification code',
    );
    expect((await post('/api/user/register', { signType: 1, email, loginPassword: 'secret1', code })).code).toBe(200);

    // One code per address a minute: the sign-in code comes a minute later.
    await post('/api/__dev/clock', { offsetMs: 61_000 });
    await post('/api/user/sendEmailCode', { codeType: 'LOGIN', email: 'mail.user@example.com' });
    await post('/api/__dev/clock', {});
    const loginCode = await lastCode(email);
    const signedIn = await login({ signType: 1, email, code: loginCode });
    expect(signedIn.code).toBe(200);
    const info = await get<UserInfo>('/api/user/getInfo', { authorization: signedIn.data.satoken });
    expect(info.data.user).toMatchObject({ email: 'mail.user@example.com', loginName: 'mail.user@example.com', phone: null });
  });

  it('signs in by phone with an SMS code, the number as "+" area code and digits (fullPhone)', async () => {
    await post(`/api/user/sendMobileCode?codeType=LOGIN&phone=${encodeURIComponent('+15550100001')}`, undefined);
    const code = await lastCode('+15550100001');
    expect((await login({ signType: 2, phone: '+15550100001', code })).code).toBe(200);
  });

  it('reads a phone without "+" or with spaces as the same number', async () => {
    await post('/api/user/sendMobileCode', { codeType: 'LOGIN', phone: '15550100002' }, { 'x-forwarded-for': '198.51.100.30' });
    const code = await lastCode('+15550100002');
    expect((await login({ signType: 2, phone: '+1 555 010 0002', code })).code).toBe(200);
  });

  it('sends no LOGIN code to an unknown address, answering as for a known one; the sign-in then fails on the code', async () => {
    const body = await post('/api/user/sendEmailCode', { codeType: 'LOGIN', email: 'ghost@example.com' }, { 'x-forwarded-for': '198.51.100.31' });
    expect(body).toEqual({ code: 200, msg: 'Code sent', data: null });
    expect(await lastCode('ghost@example.com')).toBeUndefined();
    expect((await login({ signType: 1, email: 'ghost@example.com', code: '123456' })).msg).toBe('Incorrect verification code');
  });

  it('keeps e-mail sign-in closed where the tenant closed it (harbor)', async () => {
    const body = await login({ signType: 1, email: 'demo@harbor.example', code: '123456' }, harbor());
    expect(body).toEqual({ code: 500, msg: 'Sign-in by e-mail is not available' });
  });
});

describe('failed sign-in limits', () => {
  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  it('refuses a sixth wrong password on an account from one address, lets the right one in after 15 min', async () => {
    for (let i = 0; i < 5; i++) {
      // Each with a solved image: from the third failure on, the account asks for one (sign-in-limits.test.ts).
      await loadCaptcha('LOGIN', from('198.51.100.7'));
      const code = (await captchaAnswer(from('198.51.100.7')))!;
      expect((await login({ signType: 3, loginName: 'demo', loginPassword: `wrong-${i}`, code }, from('198.51.100.7'))).msg).toBe('Incorrect username or password');
    }
    const refused = await login({ signType: 3, loginName: 'demo', loginPassword: 'demo1234' }, from('198.51.100.7'));
    expect(refused).toEqual({ code: 500, msg: 'Too many failed attempts, please try again in 15 min' });
    // The owner, from another address, is not locked out: the account asks for the image code now.
    const owner = from('198.51.100.8');
    expect((await demoLogin(owner)).code).toBe(CAPTCHA_REQUIRED);
    await loadCaptcha('LOGIN', owner);
    expect((await login({ signType: 3, loginName: 'demo', loginPassword: 'demo1234', code: (await captchaAnswer(owner))! }, owner)).code).toBe(200);
    await post('/api/__dev/clock', { offsetMs: 15 * 60_000 });
    try {
      expect((await demoLogin(from('198.51.100.7'))).code).toBe(200);
    } finally {
      await post('/api/__dev/clock', {});
    }
  });

  it('counts wrong e-mail codes the same way, and the development reset clears the limits', async () => {
    const wrongCode = () => login({ signType: 1, email: 'demo@atrium.example', code: '000000' }, from('198.51.100.9'));
    for (let i = 0; i < 5; i++) expect((await wrongCode()).msg).toBe('Incorrect verification code');
    expect((await wrongCode()).msg).toMatch(/^Too many failed attempts/);
    expect((await post('/api/__dev/reset', {})).code).toBe(200);
    expect((await wrongCode()).msg).toBe('Incorrect verification code');
  });
});

describe('limits on password checks of a signed-in account', () => {
  it('refuses a sixth wrong fund password or current password in 15 min, even the right one', async () => {
    const ip = { 'x-forwarded-for': '198.51.100.20' };
    const registered = await post('/api/user/register', { signType: 3, loginName: 'limited1', loginPassword: 'secret-one' });
    expect(registered.code).toBe(200);
    const auth = { ...ip, authorization: (await login({ signType: 3, loginName: 'limited1', loginPassword: 'secret-one' }, ip)).data.satoken };
    expect((await post('/api/user/pwdSett', { pwd: 'fund-one' }, auth)).code).toBe(200);
    const change = (oldPwd: string) => post('/api/user/updatePwd', { signType: 2, oldPwd, newPwd: 'fund-two' }, auth);
    for (let i = 0; i < 5; i++) expect((await change(`guess-${i}`)).msg).toBe('Incorrect current password');
    expect((await change('fund-one')).msg).toBe('Too many failed attempts, please try again in 15 min');
    // The login password is another secret, counted on its own.
    expect((await post('/api/user/updatePwd', { signType: 1, oldPwd: 'guess', newPwd: 'secret-two' }, auth)).msg).toBe('Incorrect current password');
  });
});
