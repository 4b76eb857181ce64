import { expect, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { DEMO } from './support';

/**
 * Calls the API as the signed-in user of `page` (the token from its local storage), from the
 * page itself, so requests carry the tenant header the static host's proxy adds.
 */
export async function api<T = unknown>(page: Page, path: string, init: { method?: string; body?: unknown } = {}) {
  return page.evaluate(
    async ({ path, init }) => {
      const token = Object.entries(localStorage).find(([k]) => k.endsWith('_TOKEN'))?.[1] ?? '';
      const response = await fetch(`/api${path}`, {
        method: init.method ?? 'GET',
        headers: { authorization: token, 'content-type': 'application/json' },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      return response.json();
    },
    { path, init },
  ) as Promise<{ code: number; msg: string; data: T; rows: T extends unknown[] ? T : never; total: number }>;
}

/** Sets the demo user's fund password (first time only) through /api/user/pwdSett, body and query. */
export async function setFundPassword(page: Page, pwd: string) {
  const body = await api(page, `/user/pwdSett?pwd=${encodeURIComponent(pwd)}`, { method: 'POST', body: { pwd } });
  expect(body.code, body.msg).toBe(200);
}

/** A reviewer's decision through the development endpoints. */
export async function review(request: APIRequestContext, kind: 'recharge' | 'withdraw', id: number, decision: 'approve' | 'reject') {
  const response = await request.post(`${BASE_URL}/api/__dev/${kind}/review`, { data: { id, decision } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The funding account's available amount of a coin, read from the API. */
export async function available(page: Page, coin: string, account = 'funding') {
  const body = await api<{ balances: { coin: string; account: string; available: string }[] }>(page, '/asset/assetBalance');
  return body.data.balances.find((b) => b.coin === coin && b.account === account)?.available ?? '0';
}

export const TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

/** The demo user's balance of a coin in an account, from the API: what is available and what is frozen. */
export async function balanceOf(page: Page, coin: string, account = 'funding') {
  const body = await api<{ balances: { coin: string; account: string; available: string; frozen: string }[] }>(page, '/asset/assetBalance');
  const row = body.data.balances.find((b) => b.coin === coin && b.account === account);
  return { available: row?.available ?? '0', frozen: row?.frozen ?? '0' };
}

/** Credits (or, negative, debits) the demo user's account through the development endpoint. */
export async function credit(request: APIRequestContext, coin: string, amount: string, account = 'funding') {
  const response = await request.post(`${BASE_URL}/api/__dev/credit`, { data: { loginName: DEMO.username, coin, amount, account } });
  expect(response.ok(), await response.text()).toBe(true);
}

/**
 * The POSTs the page sends to an API endpoint (`/asset/transferFunds`), recorded as they leave
 * the page: a test reads how many went, and what they carried.
 */
export function requestsTo(page: Page, endpoint: string): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === `/api${endpoint}`) sent.push(request);
  });
  return sent;
}

/** A call's fields, from its JSON body and its query (the spec sends some by query). */
export const fieldsOf = (request: Request) => ({
  ...Object.fromEntries(new URL(request.url()).searchParams),
  ...((request.postDataJSON() ?? {}) as Record<string, unknown>),
});

/** The demo user's session token, signed in through the API (no screen). */
export async function demoToken(request: APIRequestContext) {
  const login = await request.post(`${BASE_URL}/api/user/login`, { data: { signType: 3, loginName: DEMO.username, loginPassword: DEMO.password } });
  return ((await login.json()) as { data: { satoken: string } }).data.satoken;
}

/** Opens the app signed in as the demo user, in `language`, without going through the sign-in screen. */
export async function openSignedIn(page: Page, request: APIRequestContext, language: string) {
  const token = await demoToken(request);
  await page.addInitScript(
    ([session, lng]) => {
      localStorage.setItem('Atrium_TOKEN', session);
      localStorage.setItem('Atrium_LANGUAGE', lng);
    },
    [token, language] as const,
  );
}
