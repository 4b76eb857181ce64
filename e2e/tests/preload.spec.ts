import { expect, test, type Page } from '@playwright/test';
import { dev } from './support';

test.beforeEach(async ({ request }) => dev.reset(request));

/** Every remote entry script the page asks for. */
function entryRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/\/remoteEntry\.js(\?|$)/.test(request.url())) urls.push(request.url());
  });
  return urls;
}

test('once home is idle, the remote behind the quote tab is preloaded without a visit', async ({ page }) => {
  const entries = entryRequests(page);
  await page.goto('/home');
  await expect(page.getByTestId('coin-btcusdt')).toBeVisible();
  await expect.poll(() => entries.some((url) => url.includes('/trading/'))).toBe(true);
  await expect(page).toHaveURL(/\/home$/);
});

test('on Save-Data, nothing is preloaded, not even the preloading code', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true, effectiveType: '2g' }) });
  });
  const entries = entryRequests(page);
  const preloader: string[] = [];
  const manifests = new Set<string>();
  const tables = new Set<string>();
  page.on('request', (request) => {
    if (/\/preload-remotes\.[0-9a-f]+\.js$/.test(request.url())) preloader.push(request.url());
    if (/\/mf-manifest\.json$/.test(request.url())) manifests.add(request.url());
  });
  page.on('response', (response) => {
    if (/\/routes\.json$/.test(response.url())) tables.add(response.url());
  });
  await page.goto('/home');
  await expect(page.getByTestId('coin-btcusdt')).toBeVisible();
  // The scheduler decides once every remote's table is read (route-table-source.ts), and would
  // start after the page's load, when the browser is idle: all of that has passed here.
  await expect.poll(() => manifests.size > 0 && tables.size === manifests.size).toBe(true);
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 0))));
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 0))));
  expect(preloader).toEqual([]);
  expect(entries).toEqual([]);
});

test('a finger on a tab starts loading its remote before the tap ends', async ({ page }) => {
  await page.addInitScript(() => {
    // No idle preloading here: only the touch may fetch.
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true }) });
  });
  const entries = entryRequests(page);
  await page.goto('/home');
  const tab = page.getByRole('navigation', { name: /main sections/i }).getByRole('link', { name: /markets/i });
  await expect(tab).toBeVisible();
  await tab.dispatchEvent('touchstart');
  await expect.poll(() => entries.some((url) => url.includes('/trading/'))).toBe(true);
  await expect(page).toHaveURL(/\/home$/);
});
