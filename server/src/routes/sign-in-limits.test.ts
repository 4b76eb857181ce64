import { describe, expect, it } from 'vitest';
import { CAPTCHA_REQUIRED } from '../contract.js';
import type { Headers } from '../test/http.js';
import { useTestApp } from '../test/use-test-app.js';

/**
 * Failed sign-ins on one account from many addresses (x-forwarded-for from loopback is the client
 * address, as from the static host's proxy) raise the bar, the image code then growing delays,
 * and never lock the owner out. The delays go to a fake sleep, recorded here: no real waiting.
 */
const held: number[] = [];
const t = useTestApp({
  app: {
    failureDelay: async (ms) => {
      held.push(ms);
    },
  },
});
const c = t.client;

let nextAddress = 1;
const from = (): Headers => ({ 'x-forwarded-for': `203.0.113.${nextAddress++}` });
const login = (loginName: string, loginPassword: string, headers: Headers, code?: string) =>
  c.post<{ satoken: string }>('/api/user/login', { signType: 3, loginName, loginPassword, ...(code === undefined ? {} : { code }) }, headers);
/** Draws a LOGIN image for that address, as the sign-in screen's <img> does, and reads its answer. */
async function solvedCaptcha(headers: Headers): Promise<string> {
  await t.app.inject({ method: 'GET', url: `/api/user/easyGenerateCode?codeType=LOGIN&timestamp=${Date.now()}`, headers });
  return (await c.get<{ answer: string }>('/api/__dev/captcha?codeType=LOGIN', headers)).data.answer;
}
const CAPTCHA_ASKED = { code: CAPTCHA_REQUIRED, msg: 'Too many failed sign-ins on this account: please also enter the image code' };
const WRONG = { code: 500, msg: 'Incorrect username or password' };

async function newAccount(loginName: string): Promise<void> {
  expect((await c.post('/api/user/register', { signType: 3, loginName, loginPassword: 'right-pass' })).code).toBe(200);
}

describe('wrong passwords on one account from many addresses', () => {
  it('20 from 20 addresses: the image code from the 4th try, delays from the 7th; the right password with a solved image signs in', async () => {
    await newAccount('target_1');
    held.length = 0;
    const heldPerTry: number[] = [];
    for (let i = 1; i <= 20; i++) {
      const address = from();
      const before = held.length;
      if (i <= 3) {
        expect(await login('target_1', `guess-${i}`, address), `try ${i}`).toEqual(WRONG);
      } else {
        // Without an image: asked for one, and the password is not even checked (no failure counted).
        expect(await login('target_1', `guess-${i}`, address), `try ${i}`).toEqual(CAPTCHA_ASKED);
        expect(await login('target_1', `guess-${i}`, address, await solvedCaptcha(address)), `try ${i}`).toEqual(WRONG);
      }
      heldPerTry.push(held.slice(before).reduce((a, b) => a + b, 0));
    }
    expect(heldPerTry).toEqual([0, 0, 0, 0, 0, 0, 1_000, 2_000, 4_000, 8_000, 16_000, ...Array<number>(9).fill(30_000)]);

    // The owner, from anywhere: asked for the image, a wrong image refused, a solved one lets them in at once.
    const owner = from();
    expect(await login('target_1', 'right-pass', owner)).toEqual(CAPTCHA_ASKED);
    expect((await login('target_1', 'right-pass', owner, 'nope')).msg).toBe('Incorrect verification code');
    const heldBefore = held.length;
    const signedIn = await login('target_1', 'right-pass', owner, await solvedCaptcha(owner));
    expect(signedIn.code).toBe(200);
    expect(held.length).toBe(heldBefore);

    // The success cleared the account's count: no image asked, nothing held back.
    expect(await login('target_1', 'guess-again', from())).toEqual(WRONG);
    expect((await login('target_1', 'right-pass', from())).code).toBe(200);
    expect(held.length).toBe(heldBefore);
  });

  it('answers an unknown name exactly as a known one', async () => {
    const answers: unknown[] = [];
    for (let i = 0; i < 4; i++) answers.push(await login('nobody_at_all', `guess-${i}`, from()));
    expect(answers).toEqual([WRONG, WRONG, WRONG, CAPTCHA_ASKED]);
  });

  it('keeps the per-address limit: five failures from one address stop that address, even with the right password and image', async () => {
    await newAccount('target_2');
    const address = from();
    for (let i = 1; i <= 5; i++) {
      const code = i > 3 ? await solvedCaptcha(address) : undefined;
      expect(await login('target_2', `guess-${i}`, address, code)).toEqual(WRONG);
    }
    const refused = await login('target_2', 'right-pass', address, await solvedCaptcha(address));
    expect(refused).toEqual({ code: 500, msg: 'Too many failed attempts, please try again in 15 min' });
    const owner = from();
    expect((await login('target_2', 'right-pass', owner, await solvedCaptcha(owner))).code).toBe(200);
  });

  it('also asks harbor’s image (loginCaptcha on) once, for both reasons', async () => {
    const harbor = (headers: Headers) => ({ ...headers, 'x-atrium-tenant': 'harbor' });
    for (let i = 0; i < 3; i++) {
      const address = harbor(from());
      expect(await login('demo', `guess-${i}`, address, await solvedCaptcha(address))).toEqual(WRONG);
    }
    const owner = harbor(from());
    expect(await login('demo', 'demo1234', owner)).toEqual(CAPTCHA_ASKED);
    expect((await login('demo', 'demo1234', owner, await solvedCaptcha(owner))).code).toBe(200);
  });
});

describe('wrong fund passwords on one account from many addresses', () => {
  it('are held back more and more, without an image and without locking: the right one then works at once', async () => {
    await newAccount('fund_target');
    const auth = await c.signIn('fund_target', 'right-pass');
    expect((await c.post('/api/user/pwdSett', { pwd: 'fund-right' }, auth)).code).toBe(200);
    held.length = 0;
    for (let i = 1; i <= 9; i++) {
      const body = await c.post('/api/user/updatePwd', { signType: 2, oldPwd: `guess-${i}`, newPwd: 'fund-next' }, { ...auth, ...from() });
      expect(body.msg).toBe('Incorrect current password');
    }
    expect(held).toEqual([1_000, 2_000, 4_000]);
    const changed = await c.post('/api/user/updatePwd', { signType: 2, oldPwd: 'fund-right', newPwd: 'fund-next' }, { ...auth, ...from() });
    expect(changed).toEqual({ code: 200, msg: 'Password changed', data: null });
    expect(held).toHaveLength(3);
  });
});
