import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { BASE_URL, PORT } from '../playwright.config';
import { DEMO } from './support';

/** The second tenant: login captcha and h5Code on, tabs reversed, area code 1, invite code required for account and e-mail. */
export const HARBOR = `http://harbor.localhost:${PORT}`;

/** A password that passes the server's rules (at least 6 characters). */
export const NEW_PASSWORD = 'Secret-123';

/**
 * The newest code of a purpose sent to an address, from the server's development outbox. Read
 * from inside the page, so the request carries the page's tenant. Polls until the send the
 * page started has arrived.
 */
export async function sentCode(page: Page, to: string, codeType: 'REGISTER' | 'LOGIN' | 'FIND_PASSWORD'): Promise<string> {
  const read = () =>
    page.evaluate(
      async ({ to, codeType }) => {
        const body = await (await fetch(`/api/__dev/codes?to=${encodeURIComponent(to)}`)).json();
        const sent = (body.data as Array<{ codeType: string; code: string }>).find((entry) => entry.codeType === codeType);
        return sent?.code ?? null;
      },
      { to, codeType },
    );
  await expect.poll(read, { message: `a ${codeType} code sent to ${to}` }).not.toBeNull();
  return (await read())!;
}

/**
 * The answer of the image code the page shows. The server keys it by tenant and client address,
 * so it is read from inside the page, once the image in the page has loaded (a newer image
 * replaces the answer).
 */
export async function captchaAnswer(page: Page, codeType: 'LOGIN' | 'REGISTER'): Promise<string> {
  const image = page.getByRole('img', { name: 'Image code' });
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const answer = await page.evaluate(async (codeType) => {
    const body = await (await fetch(`/api/__dev/captcha?codeType=${codeType}`)).json();
    return body.data.answer as string | null;
  }, codeType);
  expect(answer).toBeTruthy();
  return answer!;
}

/** A real invite code: the demo user's, read from getInfo after an API sign-in. */
export async function demoInviteCode(request: APIRequestContext): Promise<string> {
  const login = await request.post(`${BASE_URL}/api/user/login`, {
    data: { signType: 3, loginName: DEMO.username, loginPassword: DEMO.password },
  });
  const token = (await login.json()).data.satoken as string;
  const info = await request.get(`${BASE_URL}/api/user/getInfo`, { headers: { authorization: token } });
  const code = (await info.json()).data.user.inviteCode as string;
  expect(code).toBeTruthy();
  return code;
}

/** Changes a tenant's server settings until the next reset. */
export async function patchSettings(request: APIRequestContext, tenant: string, patch: Record<string, unknown>) {
  expect((await request.post(`${BASE_URL}/api/__dev/settings`, { data: { tenant, patch } })).ok()).toBe(true);
}

/**
 * Moves the server's clock past the one-send-per-minute limit of an address, so a test can ask
 * for a second code at once; `realTime` puts it back.
 */
export const serverClock = {
  async skipSendInterval(request: APIRequestContext) {
    expect((await request.post(`${BASE_URL}/api/__dev/clock`, { data: { offsetMs: 61_000 } })).ok()).toBe(true);
  },
  async realTime(request: APIRequestContext) {
    expect((await request.post(`${BASE_URL}/api/__dev/clock`, { data: {} })).ok()).toBe(true);
  },
};

/** The fields of the auth screens, by their accessible names. */
export function authForm(page: Page) {
  return {
    tab: (name: 'Account' | 'E-mail' | 'Mobile') => page.getByRole('tab', { name, exact: true }),
    username: page.getByRole('textbox', { name: 'Username' }),
    email: page.getByRole('textbox', { name: 'E-mail', exact: true }),
    mobile: page.getByRole('textbox', { name: 'Mobile number' }),
    areaCode: page.getByRole('button', { name: /^Area code/ }),
    password: page.getByLabel('Password', { exact: true }),
    newPassword: page.getByLabel('New password', { exact: true }),
    password2: page.getByLabel('Confirm password', { exact: true }),
    emailCode: page.getByRole('textbox', { name: 'E-mail code' }),
    smsCode: page.getByRole('textbox', { name: 'SMS code' }),
    captcha: page.getByRole('textbox', { name: 'Image code' }),
    inviteCode: page.getByRole('textbox', { name: 'Invite code' }),
    agree: page.getByRole('checkbox'),
    sendCode: page.getByRole('button', { name: 'Send code' }),
    signIn: page.getByRole('button', { name: 'Sign in', exact: true }),
    signUp: page.getByRole('button', { name: 'Sign up', exact: true }),
  };
}
