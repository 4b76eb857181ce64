import { expect, test, type Page } from '@playwright/test';
import { dev } from './support';

test.beforeEach(async ({ request }) => dev.reset(request));

/** The tenant config as an operator would edit it: the DeFi & finance remote switched off. */
async function switchDefiFinanceOff(page: Page) {
  await page.route('**/platform/*/config.js*', async (route) => {
    const response = await route.fetch();
    const config = await response.text();
    const on = "'defi-finance': { enabled: true,";
    if (!config.includes(on)) throw new Error('the tenant config does not switch defi-finance on as expected');
    await route.fulfill({ response, body: config.replace(on, "'defi-finance': { enabled: false,") });
  });
}

const tabBar = (page: Page) => page.getByRole('navigation', { name: /main sections/i });
const shortcuts = (page: Page) => page.getByRole('navigation', { name: 'Shortcuts' });

test('a remote switched off in the tenant config loses its tab, its shortcuts and its routes, and comes back when switched on', async ({ page }) => {
  await switchDefiFinanceOff(page);
  await page.goto('/home');
  await expect(shortcuts(page).locator('a[href="/recharge"]')).toBeVisible();
  await expect(tabBar(page).locator('a[href="/quote"]')).toBeVisible();
  for (const path of ['/financial', '/loan', '/pledge', '/subscription']) await expect(shortcuts(page).locator(`a[href="${path}"]`)).toHaveCount(0);
  await expect(tabBar(page).locator('a[href="/defi"]')).toHaveCount(0);
  // Its paths are unknown to this tenant: they fall to /home (not to sign-in, as a guarded page would).
  await page.goto('/loan');
  await expect(page).toHaveURL(/\/home$/);

  // Switched on again (the config as shipped): all of it is back, and /loan is a guarded page.
  await page.unroute('**/platform/*/config.js*');
  await page.goto('/home');
  await expect(tabBar(page).locator('a[href="/defi"]')).toBeVisible();
  await expect(shortcuts(page).locator('a[href="/loan"]')).toBeVisible();
  await page.goto('/loan');
  await expect(page).toHaveURL(/\/sign-in/);
});
