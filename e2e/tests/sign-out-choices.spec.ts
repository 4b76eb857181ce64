import { expect, test } from '@playwright/test';
import { DEMO, dev } from './support';

test.beforeEach(async ({ request }) => dev.reset(request));

test('sign-out keeps the chosen language: an Arabic reader signs out to an Arabic, right-to-left sign-in', async ({ page }) => {
  await page.goto('/language-selection');
  await page.getByRole('radio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  // The sign-in form in Arabic: the fields by their names, the labels are Arabic now.
  await page.goto('/sign-in');
  await page.locator('input[name="username"]').fill(DEMO.username);
  await page.locator('input[name="password"]').fill(DEMO.password);
  await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);

  await page.goto('/homeSidebar');
  await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('button', { name: 'تسجيل الدخول', exact: true })).toBeVisible();
  // The account's data went with the session.
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => /_(TOKEN|USER_INFO)$/.test(key)))).toEqual([]);
});
