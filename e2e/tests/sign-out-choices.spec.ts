import { expect, test } from '@playwright/test';
import { signInQuickly } from './session-support';
import { dev } from './support';

test.beforeEach(async ({ request }) => dev.reset(request));

test('sign-out keeps the chosen language: an Arabic reader signs out to an Arabic, right-to-left sign-in', async ({ page }) => {
  await page.goto('/language-selection');
  await page.getByRole('radio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await signInQuickly(page);
  await page.goto('/homeSidebar');
  await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('button', { name: 'تسجيل الدخول', exact: true })).toBeVisible();
  // The account's data went with the session.
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => /_(TOKEN|USER_INFO)$/.test(key)))).toEqual([]);
});
