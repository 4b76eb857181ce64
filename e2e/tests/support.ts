import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { BASE_URL, CDN_URL } from '../playwright.config';

/** The reference API's development endpoints, through the static host's proxy. */
export const dev = {
  /**
   * Reseeds the server. The seeded mails and DeFi activities pop up over every screen of a
   * signed-in demo user, so they are left out unless a test asks for them (`inbox: true`).
   */
  async reset(request: APIRequestContext, { inbox = false } = {}) {
    expect((await request.post(`${BASE_URL}/api/__dev/reset`, { data: { inbox } })).ok()).toBe(true);
  },
  async pauseMarket(request: APIRequestContext) {
    expect((await request.post(`${BASE_URL}/api/__dev/market/pause`)).ok()).toBe(true);
  },
  async resumeMarket(request: APIRequestContext) {
    expect((await request.post(`${BASE_URL}/api/__dev/market/resume`)).ok()).toBe(true);
  },
  async setPrice(request: APIRequestContext, symbol: string, price: string) {
    expect((await request.post(`${BASE_URL}/api/__dev/market/price`, { data: { symbol, price } })).ok()).toBe(true);
  },
  /** Any development endpoint (`/api/__dev/<path>`), which must answer 2xx. */
  async post(request: APIRequestContext, path: string, data: unknown = {}) {
    const response = await request.post(`${BASE_URL}/api/__dev/${path}`, { data });
    expect(response.ok(), await response.text()).toBe(true);
  },
  /** The server clock back on real time (a reseed keeps it where a test left it). */
  realClock: (request: APIRequestContext) => dev.post(request, 'clock'),
};

/** Faults the CDN origin injects into one remote's files. */
export async function remoteFault(request: APIRequestContext, remote: string, fault: 'down' | 'hang' | '404' | 'none') {
  expect((await request.post(`${CDN_URL}/__cdn/faults`, { data: { remote, fault } })).ok()).toBe(true);
}

export const DEMO = { username: 'demo', password: 'demo1234' };

/** Signs in through the real sign-in screen and waits to be home. */
export async function signIn(page: Page, user = DEMO, origin = '') {
  await page.goto(`${origin}/sign-in`);
  await page.getByRole('textbox', { name: /username/i }).fill(user.username);
  await page.getByLabel(/^password$/i).fill(user.password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** Serves the tenant config with a short remote timeout, as a tenant with an impatient setting would. */
export async function shortRemoteTimeout(page: Page, ms = 2000) {
  await page.route('**/platform/*/config.js*', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/remoteTimeoutMs: \d+/, `remoteTimeoutMs: ${ms}`);
    await route.fulfill({ response, body });
  });
}

/** The confirmation step of a money action (the UI kit's ConfirmSheet). */
export const confirmSheet = (page: Page) => page.getByTestId('confirm-sheet');

/**
 * Three clicks dispatched in the same task, before the page can render in between: what a
 * double (or triple) tap that beats the button's busy state looks like.
 */
export async function tripleClick(target: Locator) {
  await target.evaluate((element: HTMLElement) => {
    element.click();
    element.click();
    element.click();
  });
}
