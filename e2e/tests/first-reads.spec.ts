import { expect, test, type Page } from '@playwright/test';

/**
 * A first visit whose first reads fail (issue 22): no screen is left on a skeleton. The screens
 * that need the failed read say so with a Retry in place, the tab bar stands on default tabs, and
 * once the network is back everything arrives without a reload or a tap.
 */

const SETTINGS = '**/api/common/getAllSetting';
const COINS = '**/api/common/getCoinList';
const tabBar = (page: Page) => page.getByRole('navigation', { name: /main sections/i });
const markets = (page: Page) => page.locator('section[aria-labelledby="home-markets"]');

/** Marks the document, so a test can tell that the page was never reloaded. */
const markDocument = (page: Page) => page.evaluate(() => ((window as { notReloaded?: boolean }).notReloaded = true));
const stillSameDocument = (page: Page) => page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded === true);
/** What the browser fires when its connection comes back (what the stores and screens wait for). */
const backOnline = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('online')));

test('settings failing on a first visit: /sign-in offers Retry, and the network back brings the form and the tabs of the tenant', async ({ page }) => {
  await page.route(SETTINGS, (route) => route.abort());
  await page.goto('/sign-in');
  const retry = page.getByRole('alert').getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /username/i })).toHaveCount(0);
  // Still failing: Retry asks again and says so again.
  const askedAgain = page.waitForRequest(SETTINGS);
  await retry.click();
  await askedAgain;
  await expect(retry).toBeVisible();

  await markDocument(page);
  await page.unroute(SETTINGS);
  await backOnline(page);
  await expect(page.getByRole('textbox', { name: /username/i })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Home, reached in the app: the tenant's tabs (atrium opens five), not the three defaults.
  await page.getByRole('link', { name: 'Close' }).click();
  await expect(tabBar(page).getByRole('link')).toHaveCount(5);
  expect(await stillSameDocument(page)).toBe(true);
});

test('settings failing on a first visit to /home: the default tabs, then those of the tenant and the coins once back online', async ({ page }) => {
  await page.route(SETTINGS, (route) => route.abort());
  await page.goto('/home');
  await expect(markets(page).getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(tabBar(page).getByRole('link')).toHaveCount(3);
  await markDocument(page);
  await page.unroute(SETTINGS);
  await backOnline(page);
  await expect(tabBar(page).getByRole('link')).toHaveCount(5);
  await expect(page.getByTestId('coin-btcusdt')).toBeVisible();
  expect(await stillSameDocument(page)).toBe(true);
});

test('the coin lists failing on /home: Retry in the markets, and the coins once the network is back', async ({ page }) => {
  await page.route(COINS, (route) => route.abort());
  await page.goto('/home');
  const retry = markets(page).getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  await expect(tabBar(page)).toBeVisible();
  await markDocument(page);
  await page.unroute(COINS);
  await backOnline(page);
  await expect(page.getByTestId('coin-btcusdt')).toBeVisible();
  await expect(retry).toHaveCount(0);
  expect(await stillSameDocument(page)).toBe(true);
});
