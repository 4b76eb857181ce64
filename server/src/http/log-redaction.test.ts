import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app.js';
import { loggerOptions, redactUrl } from './log-redaction.js';

describe('redactUrl', () => {
  it('masks passwords and codes in query strings, and leaves the rest', () => {
    expect(redactUrl('/api/user/backPwd?email=a%40b.io&newPwd=secret1&emailCode=123456')).toBe(
      '/api/user/backPwd?email=a%40b.io&newPwd=***&emailCode=***',
    );
    expect(redactUrl('/api/user/tardPwdSet?pwd=1&oldPwd=2')).toBe('/api/user/tardPwdSet?pwd=***&oldPwd=***');
    expect(redactUrl('/api/notice/list?key=NOTICE')).toBe('/api/notice/list?key=NOTICE');
    expect(redactUrl('/api/user/getInfo')).toBe('/api/user/getInfo');
  });
});

describe('the server log', () => {
  const lines: string[] = [];
  const t = useTestApp({ app: { logger: loggerOptions('debug', { write: (line) => void lines.push(line) }) } });
  const c = t.client;

  it('never holds a password, a fund password, a code or a token, wherever the client put them', async () => {
    const auth = await c.signIn('demo', 'demo1234');
    const token = auth.authorization!;
    await c.get('/api/user/getInfo', { satoken: `Bearer ${token}` });
    await c.post(`/api/user/login?${c.query({ loginPassword: 'demo1234', code: 'QX7P' })}`, { signType: 3, loginName: 'demo', loginPassword: 'wrong-guess-77' });
    // A reset code, in the query as a client without secretsInBody sends it, and in a body.
    await c.post(`/api/user/sendEmailCode?${c.query({ codeType: 'FIND_PASSWORD', email: 'demo@atrium.example' })}`);
    const emailCode = (await c.lastCode('demo@atrium.example'))!;
    expect(emailCode).toMatch(/^\d{6}$/);
    await c.post(`/api/user/backPwd?${c.query({ email: 'demo@atrium.example', newPwd: 'brand-new-9', emailCode })}`);
    const fresh = await c.signIn('demo', 'brand-new-9');
    await c.post(`/api/user/pwdSett?${c.query({ pwd: 'fund-secret-5' })}`, undefined, fresh);
    await c.post('/api/withdraw/submit', { coin: 'usdt', chain: 'TRC20', address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7', amount: '20', pwd: 'fund-secret-5' }, fresh);
    await c.post(`/api/user/updatePwd?${c.query({ signType: 2, oldPwd: 'fund-secret-5', newPwd: 'fund-secret-6' })}`, undefined, fresh);
    // Something logged by a route with secret-named fields is masked too.
    t.app.log.info({ token: fresh.authorization, nested: { pwd: 'fund-secret-6' } }, 'a careless line');

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(10);
    expect(log).toContain('***');
    for (const secret of ['demo1234', 'wrong-guess-77', 'QX7P', emailCode, 'brand-new-9', 'fund-secret-5', 'fund-secret-6', token, fresh.authorization!]) {
      expect(log, secret).not.toContain(secret);
    }
  });

  it('stores the login and fund passwords only as salted scrypt hashes, which sign in and pay out', async () => {
    expect((await c.post('/api/user/register', { signType: 3, loginName: 'hashed1', loginPassword: 'login-secret-1' })).code).toBe(200);
    const auth = await c.signIn('hashed1', 'login-secret-1');
    expect((await c.post('/api/user/pwdSett', { pwd: 'fund-secret-1' }, auth)).code).toBe(200);
    const [row] = await t.db.query<Record<string, string>>(
      "SELECT password_salt, password_hash, fund_password_salt, fund_password_hash FROM users WHERE tenant = 'atrium' AND login_name = 'hashed1'",
    );
    expect(row!.password_salt).toMatch(/^[0-9a-f]{32}$/);
    expect(row!.fund_password_salt).toMatch(/^[0-9a-f]{32}$/);
    expect(row!.password_hash).toMatch(/^[0-9a-f]{128}$/);
    expect(row!.fund_password_hash).toMatch(/^[0-9a-f]{128}$/);
    expect(JSON.stringify(row)).not.toMatch(/secret/);
    // The fund password is checked against its hash: wrong is refused before anything else.
    const wrong = await c.post('/api/withdraw/submit', { coin: 'usdt', chain: 'TRC20', address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7', amount: '20', pwd: 'fund-secret-2' }, auth);
    expect(wrong.msg).toBe('Incorrect fund password');
  });
});
