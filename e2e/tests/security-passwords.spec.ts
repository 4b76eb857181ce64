import { expect, test } from '@playwright/test';
import { DEMO, dev, signIn } from './support';
import { closePopupsWhenShown } from './account-support';

test.beforeEach(async ({ page, request }) => {
  await dev.reset(request);
  await closePopupsWhenShown(page);
});

test('changing the login password keeps this session, and only the new password signs in', async ({ page }) => {
  await signIn(page);
  await page.goto('/change-password');
  await page.getByLabel('Current password', { exact: true }).fill(DEMO.password);
  await page.getByLabel('New password', { exact: true }).fill('fresh-pass-1');
  await page.getByLabel('Repeat the new password', { exact: true }).fill('fresh-pass-2');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The two passwords do not match')).toBeVisible();

  await page.getByLabel('Repeat the new password', { exact: true }).fill('fresh-pass-1');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
  // Still signed in: a protected screen opens.
  await page.goto('/fund-password');
  await expect(page).toHaveURL(/\/fund-password$/);

  await page.evaluate(() => localStorage.clear());
  await page.goto('/sign-in');
  await page.getByRole('textbox', { name: /username/i }).fill(DEMO.username);
  await page.getByLabel(/^password$/i).fill(DEMO.password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page.getByText(/incorrect username or password/i)).toBeVisible();
  await signIn(page, { username: DEMO.username, password: 'fresh-pass-1' });
});

test('a wrong current password is refused and nothing typed is lost', async ({ page }) => {
  await signIn(page);
  await page.goto('/change-password');
  await page.getByLabel('Current password', { exact: true }).fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill('fresh-pass-1');
  await page.getByLabel('Repeat the new password', { exact: true }).fill('fresh-pass-1');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Incorrect current password')).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveValue('fresh-pass-1');
});

test('the fund password is set once, then changed by proving the current one', async ({ page }) => {
  await signIn(page);
  await page.goto('/fund-password');
  await page.getByLabel('New fund password', { exact: true }).fill('fund-pass-1');
  await page.getByLabel('Repeat the fund password', { exact: true }).fill('fund-pass-1');
  await page.getByRole('button', { name: 'Set fund password' }).click();
  await expect(page.getByText('Fund password set')).toBeVisible();

  // Now set: the form asks for the current one.
  await expect(page.getByLabel('Current fund password', { exact: true })).toBeVisible();
  await expect(page.getByLabel('New fund password', { exact: true })).toHaveValue('');
  await page.getByLabel('Current fund password', { exact: true }).fill('wrong-fund-pass');
  await page.getByLabel('New fund password', { exact: true }).fill('fund-pass-2');
  await page.getByLabel('Repeat the fund password', { exact: true }).fill('fund-pass-2');
  await page.getByRole('button', { name: 'Change fund password' }).click();
  await expect(page.getByText('Incorrect current password')).toBeVisible();

  await page.getByLabel('Current fund password', { exact: true }).fill('fund-pass-1');
  await page.getByRole('button', { name: 'Change fund password' }).click();
  await expect(page.getByText('Fund password changed')).toBeVisible();
});
