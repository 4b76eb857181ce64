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

test('on Save-Data, nothing is preloaded', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true, effectiveType: '2g' }) });
  });
  const entries = entryRequests(page);
  const preloader = page.waitForResponse(/\/preload-remotes\.[0-9a-f]+\.js$/);
  await page.goto('/home');
  await expect(page.getByTestId('coin-btcusdt')).toBeVisible();
  // The preloader ran (its chunk came in) and let the browser idle once more after deciding.
  await preloader;
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 0))));
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
