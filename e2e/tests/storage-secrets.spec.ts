import { expect, test, type Page } from '@playwright/test';
import { DEMO, dev, signIn } from './support';
import { closePopupsWhenShown } from './account-support';

/**
 * Issue 11 §8: after a full session, local storage holds only the storage module's allowlisted
 * keys (packages/platform/src/storage.ts, each behind the tenant's product name), and the token
 * and the passwords never travel in a URL or show in the console.
 */
const ALLOWED = /^Atrium_(TOKEN|LANGUAGE|LANGUAGE_ID|USER_INFO|THEME|EYES|CLOSE_WINDOW_TIME|SETTINGS|COINS|WALLET|PREFERENCES|readMsgs_[\w-]+)$/;

interface Traffic {
  urls: string[];
  bodies: string[];
  console: string[];
}

/** Every URL the page asks for (sockets and beacons included), every request body, every console line. */
function watchTraffic(page: Page): Traffic {
  const traffic: Traffic = { urls: [], bodies: [], console: [] };
  page.on('request', (request) => {
    traffic.urls.push(request.url());
    const body = request.postData();
    if (body) traffic.bodies.push(`${request.url()} ${body}`);
  });
  page.on('websocket', (socket) => traffic.urls.push(socket.url()));
  page.on('console', (message) => traffic.console.push(message.text()));
  page.on('pageerror', (error) => traffic.console.push(`${error.message}\n${error.stack ?? ''}`));
  return traffic;
}

test.beforeEach(async ({ page, request }) => {
  await dev.reset(request);
  await closePopupsWhenShown(page);
});

test('after a full session only allowlisted keys are stored, and no secret is in a URL or the console', async ({ page }) => {
  const traffic = watchTraffic(page);
  await signIn(page);
  await expect(page.getByTestId('coin-btcusdt').getByTestId('price')).not.toHaveText('--');
  // A tour of the remotes a user meets: markets, a trade screen, assets, the plan, the notices.
  for (const [path, ready] of [
    ['/quote?tab=spot', page.getByTestId('quote-row-btcusdt')],
    ['/detail?symbol=btcusdt', page.getByTestId('kline-chart')],
    ['/assets', page.getByRole('heading', { level: 1 })],
    ['/uplan', page.getByRole('heading', { level: 1 })],
    ['/notice', page.getByRole('heading', { level: 1 })],
  ] as const) {
    await page.goto(path);
    await expect(ready).toBeVisible();
  }
  // Secrets typed into forms: the fund password and a login password change.
  await page.goto('/fund-password');
  await page.getByLabel('New fund password', { exact: true }).fill('fund-pass-1');
  await page.getByLabel('Repeat the fund password', { exact: true }).fill('fund-pass-1');
  await page.getByRole('button', { name: 'Set fund password' }).click();
  await expect(page.getByText('Fund password set')).toBeVisible();
  await page.goto('/change-password');
  await page.getByLabel('Current password', { exact: true }).fill(DEMO.password);
  await page.getByLabel('New password', { exact: true }).fill('fresh-pass-1');
  await page.getByLabel('Repeat the new password', { exact: true }).fill('fresh-pass-1');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();

  const stored = await page.evaluate(() => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
    cookies: document.cookie,
    token: localStorage.getItem('Atrium_TOKEN'),
  }));
  expect(stored.token, 'the session token is stored under its allowlisted key').toBeTruthy();
  expect(stored.local.filter((key) => !ALLOWED.test(key))).toEqual([]);
  expect(stored.session).toEqual([]);
  // The one cookie is the visitor's language code, for the static host's preloads (issue 22): no account data.
  expect(stored.cookies).toMatch(/^(atrium_lang=[A-Za-z-]+)?$/);

  const secrets = [stored.token!, DEMO.password, 'fund-pass-1', 'fresh-pass-1'];
  for (const secret of secrets) {
    expect(traffic.urls.filter((url) => url.includes(secret) || url.includes(encodeURIComponent(secret)))).toEqual([]);
    expect(traffic.console.filter((line) => line.includes(secret))).toEqual([]);
  }
  // The passwords did travel, in request bodies (the tenant's capability secretsInBody).
  for (const password of [DEMO.password, 'fund-pass-1', 'fresh-pass-1']) {
    expect(traffic.bodies.some((body) => body.includes(password)), `${password} sent in a body`).toBe(true);
  }
});
