import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config';

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
