import { expect, test } from '@playwright/test';
import { dev } from './support';

test.beforeEach(async ({ request }) => dev.reset(request));

test('choosing Arabic turns the page right to left, remotes included', async ({ page }) => {
  await page.goto('/language-selection');
  await page.getByRole('radio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');

  // A remote's screen follows: its heading is in Arabic script.
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\p{Script=Arabic}/u);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('choosing Traditional Chinese uses the standard zh-TW tag', async ({ page }) => {
  await page.goto('/language-selection');
  await page.getByRole('radio', { name: '繁體中文' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});
