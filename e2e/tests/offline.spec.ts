import { expect, test } from '@playwright/test';
import { dev, signIn } from './support';

/**
 * Offline and back (issue 22): data on screen stays through a failed refresh, marked with when it
 * came; a banner says the browser is offline; a screen that showed an error recovers by itself.
 */

const BALANCES = '**/api/asset/assetBalance';
const OFFLINE_SINCE = /^Offline, showing data from \d{1,2}:\d{2}/;

// A reseed: the demo user's seeded pop-ups (mails, activities) would cover the screen.
test.beforeEach(async ({ request }) => {
  await dev.reset(request);
});

test('/assets keeps its balances through a failed refresh, marked offline since when they came', async ({ page }) => {
  await signIn(page);
  await page.goto('/assets');
  const balance = page.getByTestId('balance-funding-usdt');
  await expect(balance).toBeVisible();
  const shown = await balance.textContent();

  await page.route(BALANCES, (route) => route.abort());
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByTestId('stale-marker')).toHaveText(OFFLINE_SINCE);
  await expect(balance).toHaveText(shown ?? '');
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.unroute(BALANCES);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByTestId('stale-marker')).toHaveCount(0);
  await expect(balance).toBeVisible();
});

test('the offline banner comes and goes with the connection, and /assets that failed recovers without a tap', async ({ page, context }) => {
  await signIn(page);
  await page.route(BALANCES, (route) => route.abort());
  await page.goto('/assets');
  await expect(page.getByRole('alert').getByRole('button', { name: 'Retry' })).toBeVisible();

  const banner = page.getByTestId('offline-banner');
  await expect(banner).toBeEmpty();
  await context.setOffline(true);
  await expect(banner).toHaveText('You are offline. What you see may be out of date.');
  await expect(banner).toHaveAttribute('aria-live', 'polite');

  await page.unroute(BALANCES);
  await context.setOffline(false);
  await expect(banner).toBeEmpty();
  await expect(page.getByTestId('balance-funding-usdt')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
