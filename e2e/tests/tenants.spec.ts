import { expect, test } from '@playwright/test';
import { PORT } from '../playwright.config';
import { dev } from './support';

const HARBOR = `http://harbor.localhost:${PORT}`;

test.beforeEach(async ({ request }) => dev.reset(request));

test('a second tenant runs on the same build with its own brand, flags and remotes', async ({ page }) => {
  await page.goto(`${HARBOR}/home`);
  await expect(page).toHaveTitle(/Harbor/);
  // Its default theme is dark.
  await expect(page.locator('body')).toHaveAttribute('data-theme', 'dark');
  // The content remote is switched off for this tenant: its paths fall to /home.
  await page.goto(`${HARBOR}/help`);
  await expect(page).toHaveURL(`${HARBOR}/home`);
});

test('the platform page reports the tenant and its remotes', async ({ page }) => {
  await page.goto('/__platform');
  await expect(page.getByTestId('diag-env')).toHaveText('atrium');
  await expect(page.getByTestId('diag-remote-content')).toBeVisible();
  await page.goto(`${HARBOR}/__platform`);
  await expect(page.getByTestId('diag-env')).toHaveText('harbor');
  await expect(page.getByTestId('diag-remote-content')).toHaveAttribute('data-status', 'off');
});
