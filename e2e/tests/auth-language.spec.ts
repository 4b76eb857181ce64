import { expect, test } from '@playwright/test';
import { dev } from './support';

test.beforeEach(async ({ request }) => dev.reset(request));

test('in Arabic the sign-in screen runs right to left, translated', async ({ page }, testInfo) => {
  await page.goto('/language-selection');
  await page.getByRole('radio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await page.goto('/sign-in');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('تسجيل الدخول');
  await expect(page.getByRole('tab', { name: 'الحساب' })).toHaveAttribute('aria-selected', 'true');
  // Right to left, the first tab is the right-most one.
  const [first, last] = await Promise.all([page.getByRole('tab').first().boundingBox(), page.getByRole('tab').last().boundingBox()]);
  expect(first!.x).toBeGreaterThan(last!.x);

  const path = testInfo.outputPath('sign-in-rtl.png');
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach('sign-in in Arabic', { path, contentType: 'image/png' });
});
