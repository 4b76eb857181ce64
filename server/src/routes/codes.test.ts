import { describe, expect, it } from 'vitest';
import type { UserInfo } from '../contract.js';
import { freshIp } from '../test/http.js';
import { useTestApp } from '../test/use-test-app.js';

const t = useTestApp();
const c = t.client;

const sendEmail = (codeType: string, email: string, headers = freshIp()) => c.post(`/api/user/sendEmailCode?${c.query({ codeType, email })}`, undefined, headers);
const WAIT = /^Please wait \d+ s before requesting another code$/;

describe('sending codes', () => {
  it('answers an unknown or missing codeType as malformed (HTTP 400)', async () => {
    for (const url of ['/api/user/sendEmailCode?codeType=OTHER&email=a@b.io', '/api/user/sendMobileCode?phone=%2B15550100001']) {
      const response = await t.app.inject({ method: 'POST', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 400, msg: expect.stringContaining('codeType') });
    }
  });

  it('asks for an address and a valid one', async () => {
    expect((await sendEmail('REGISTER', '')).msg).toBe('Please enter your e-mail');
    expect((await sendEmail('REGISTER', 'not-an-email')).msg).toBe('Please enter a valid e-mail address');
    expect((await c.post('/api/user/sendMobileCode?codeType=REGISTER&phone=12', undefined, freshIp())).msg).toBe('Please enter a valid mobile number');
  });

  it('sends no REGISTER or LOGIN code for a method the tenant closed (harbor: e-mail)', async () => {
    const harbor = { ...freshIp(), 'x-atrium-tenant': 'harbor' };
    expect((await sendEmail('REGISTER', 'new@harbor.example', harbor)).msg).toBe('Sign-up by e-mail is not available');
    expect((await sendEmail('LOGIN', 'demo@harbor.example', harbor)).msg).toBe('Sign-in by e-mail is not available');
    // Resetting a password by e-mail stays possible.
    expect((await sendEmail('FIND_PASSWORD', 'demo@harbor.example', harbor)).code).toBe(200);
  });

  it('makes codes single-use and lets them expire after 5 minutes', async () => {
    await sendEmail('LOGIN', 'demo@atrium.example');
    const code = await c.lastCode('demo@atrium.example');
    const payload = { signType: 1, email: 'demo@atrium.example', code };
    expect((await c.post('/api/user/login', payload)).code).toBe(200);
    expect((await c.post('/api/user/login', payload)).msg).toBe('Incorrect verification code');

    await c.shiftClock(61_000);
    await sendEmail('LOGIN', 'demo@atrium.example');
    const late = await c.lastCode('demo@atrium.example');
    await c.shiftClock(61_000 + 5 * 60_000 + 1_000);
    try {
      expect((await c.post('/api/user/login', { ...payload, code: late })).msg).toBe('Incorrect verification code');
    } finally {
      await c.shiftClock(0);
    }
  });
});

describe('sign-up by phone', () => {
  it('registers "+" area code and number with an SMS code; the number is then taken', async () => {
    const phone = '+447700900123';
    expect((await c.post(`/api/user/sendMobileCode?${c.query({ codeType: 'REGISTER', phone })}`, undefined, freshIp())).code).toBe(200);
    const code = await c.lastCode(phone);
    expect((await c.post('/api/user/register', { signType: 2, phone, loginPassword: 'secret1', code: '000000' })).msg).toBe('Incorrect verification code');
    expect((await c.post('/api/user/register', { signType: 2, phone, loginPassword: 'secret1', code })).code).toBe(200);
    expect((await c.post('/api/user/register', { signType: 2, phone, loginPassword: 'secret1', code })).msg).toBe('Incorrect verification code');
    await c.shiftClock(61_000);
    try {
      // A new code is sent as for a free number; the sign-up with it then says the number is taken.
      expect((await c.post('/api/user/sendMobileCode', { codeType: 'REGISTER', phone }, freshIp())).msg).toBe('Code sent');
      const again = await c.lastCode(phone);
      expect((await c.post('/api/user/register', { signType: 2, phone, loginPassword: 'secret1', code: again })).msg).toBe('Account already exists');
    } finally {
      await c.shiftClock(0);
    }
  });
});

describe('whether an account has the address is never told by sending a code', () => {
  const SENT = { code: 200, msg: 'Code sent', data: null };
  let serial = 0;
  /** An account of its own with this e-mail (the per-address send limit of one test never meets another's). */
  async function accountWithEmail(email: string): Promise<void> {
    const loginName = `enum_user_${++serial}`;
    expect((await c.post('/api/user/register', { signType: 3, loginName, loginPassword: 'secret1' })).code).toBe(200);
    await t.db.query('UPDATE users SET email = $1 WHERE login_name = $2', [email, loginName]);
  }

  it('a reset or sign-in code: the same answer for an unknown address, and nothing is sent to it', async () => {
    for (const codeType of ['FIND_PASSWORD', 'LOGIN']) {
      const known = `known.${codeType.toLowerCase()}@example.com`;
      const unknown = `ghost.${codeType.toLowerCase()}@example.com`;
      await accountWithEmail(known);
      const first = await sendEmail(codeType, known);
      expect(first).toEqual(SENT);
      expect(await sendEmail(codeType, unknown)).toEqual(first);
      expect(await c.get(`/api/__dev/codes?to=${unknown}`)).toMatchObject({ data: [] });
      // Asked again at once: the same "please wait" for both (the send limits count both alike).
      const again = await sendEmail(codeType, known);
      expect(again.msg).toMatch(WAIT);
      expect(await sendEmail(codeType, unknown)).toEqual(again);
    }
    const phone = await c.post(`/api/user/sendMobileCode?${c.query({ codeType: 'FIND_PASSWORD', phone: '+15559990000' })}`, undefined, freshIp());
    expect(phone).toEqual(SENT);
    // The reset of an unknown address then fails as a wrong code does for a known one.
    const reset = (email: string) => c.post('/api/user/backPwd', { email, newPwd: 'whatever1', emailCode: '123456' });
    expect(await reset('ghost.find_password@example.com')).toEqual(await reset('known.find_password@example.com'));
  });

  it('a sign-up code for a registered address: the same answer as for a new one, and the sign-up then refuses', async () => {
    const taken = await sendEmail('REGISTER', 'frozen@atrium.example');
    expect(await sendEmail('REGISTER', 'brand.new@example.com')).toEqual(taken);
    expect(taken).toEqual(SENT);
    const code = await c.lastCode('frozen@atrium.example');
    expect((await c.post('/api/user/register', { signType: 1, email: 'frozen@atrium.example', loginPassword: 'secret1', code })).msg).toBe(
      'Account already exists',
    );
  });
});

describe('send limits', () => {
  it('sends one code per address a minute, whatever the codeType or client', async () => {
    const email = 'limit.one@example.com';
    expect((await sendEmail('REGISTER', email)).code).toBe(200);
    const again = await sendEmail('REGISTER', email);
    expect(again.code).toBe(500);
    expect(again.msg).toMatch(WAIT);
    // The per-address key is the normalised address: case does not dodge it.
    expect((await sendEmail('REGISTER', email.toUpperCase())).msg).toMatch(WAIT);
    await c.shiftClock(61_000);
    try {
      expect((await sendEmail('REGISTER', email)).code).toBe(200);
    } finally {
      await c.shiftClock(0);
    }
  });

  it('sends at most 10 codes an hour to one client address, and reset clears the limits', async () => {
    const client = freshIp();
    for (let i = 0; i < 10; i++) expect((await sendEmail('REGISTER', `burst${i}@example.com`, client)).code).toBe(200);
    const refused = await sendEmail('REGISTER', 'burst10@example.com', client);
    expect(refused).toEqual({ code: 500, msg: 'Too many codes requested from your network, please try again in 60 min' });
    expect((await sendEmail('REGISTER', 'burst10@example.com', freshIp())).code).toBe(200);

    await c.post('/api/__dev/reset');
    expect((await sendEmail('REGISTER', 'burst11@example.com', client)).code).toBe(200);
    expect((await sendEmail('REGISTER', 'burst10@example.com', freshIp())).code).toBe(200);
  });
});

describe('binding an e-mail (BIND codes)', () => {
  it('needs a signed-in caller; an address another account uses is told only to who holds the code', async () => {
    expect((await sendEmail('BIND', 'fresh.bind@example.com')).msg).toContain('Token');
    const demo = await c.signIn('demo', 'demo1234', freshIp());
    expect(await sendEmail('BIND', 'frozen@atrium.example', demo)).toEqual(await sendEmail('BIND', 'free.bind@example.com', demo));
    const emailCode = await c.lastCode('frozen@atrium.example');
    expect((await c.post('/api/user/bindEmail', { email: 'frozen@atrium.example', emailCode }, demo)).msg).toBe('This e-mail is already in use');
  });

  it('binds the e-mail with the code sent to it, and the e-mail then signs in', async () => {
    const demo = await c.signIn('demo', 'demo1234', freshIp());
    expect((await sendEmail('BIND', 'New.Demo@Example.com', demo)).code).toBe(200);
    const emailCode = await c.lastCode('new.demo@example.com');
    expect((await c.post('/api/user/bindEmail', { email: 'new.demo@example.com', emailCode: '000000' }, demo)).msg).toBe('Incorrect verification code');
    // Five wrong tries would void it; one does not. Fields in the query work as well as in the body.
    expect((await c.post(`/api/user/bindEmail?${c.query({ email: 'new.demo@example.com', emailCode: emailCode! })}`, undefined, demo)).code).toBe(200);
    expect((await c.get<UserInfo>('/api/user/getInfo', demo)).data.user.email).toBe('new.demo@example.com');

    await c.shiftClock(61_000);
    try {
      expect((await sendEmail('LOGIN', 'new.demo@example.com')).code).toBe(200);
      const code = await c.lastCode('new.demo@example.com');
      expect((await c.post('/api/user/login', { signType: 1, email: 'new.demo@example.com', code })).code).toBe(200);
    } finally {
      await c.shiftClock(0);
    }
  });

  it('ties a BIND code to the account that asked for it', async () => {
    const demo = await c.signIn('demo', 'demo1234', freshIp());
    const frozen = await c.signIn('frozen', 'demo1234', freshIp());
    await sendEmail('BIND', 'contested@example.com', demo);
    const emailCode = await c.lastCode('contested@example.com');
    expect((await c.post('/api/user/bindEmail', { email: 'contested@example.com', emailCode }, frozen)).msg).toBe('Incorrect verification code');
    expect((await c.post('/api/user/bindEmail', { email: 'contested@example.com', emailCode }, demo)).code).toBe(200);
  });

  it('refuses bindEmail without a token, and a taken address', async () => {
    expect((await c.post('/api/user/bindEmail', { email: 'x@example.com', emailCode: '123456' })).msg).toContain('Token');
    const frozen = await c.signIn('frozen', 'demo1234', freshIp());
    await sendEmail('BIND', 'race@example.com', frozen);
    const emailCode = await c.lastCode('race@example.com');
    // Another account binds it first (through the store, as a concurrent request would).
    await t.db.query("UPDATE users SET email = 'race@example.com' WHERE login_name = 'demo'");
    expect((await c.post('/api/user/bindEmail', { email: 'race@example.com', emailCode }, frozen)).msg).toBe('This e-mail is already in use');
  });
});
