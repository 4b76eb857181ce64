import { expect, test } from '@playwright/test';
import { DEMO, dev } from './support';

test.beforeEach(async ({ request }) => dev.reset(request));

test('a protected path sends a visitor to sign-in, and signing in leads home', async ({ page }) => {
  await page.goto('/notice');
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.getByRole('textbox', { name: /username/i }).fill(DEMO.username);
  await page.getByLabel(/^password$/i).fill(DEMO.password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/notice');
  await expect(page).toHaveURL(/\/notice$/);
});

test('a wrong password shows the server message and keeps what was typed', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByRole('textbox', { name: /username/i }).fill('demo');
  await page.getByLabel(/^password$/i).fill('wrong-password');
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page.getByText(/incorrect username or password/i)).toBeVisible();
  await expect(page.getByRole('textbox', { name: /username/i })).toHaveValue('demo');
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('an empty form is refused with a translated message', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page.getByText('Please enter your username')).toBeVisible();
});

test('unknown paths go home', async ({ page }) => {
  await page.goto('/no/such/screen');
  await expect(page).toHaveURL(/\/home$/);
});

test('signing out from the account page ends the session on the server too and protects the screens again', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByRole('textbox', { name: /username/i }).fill(DEMO.username);
  await page.getByLabel(/^password$/i).fill(DEMO.password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page).toHaveURL(/\/home$/);
  const token = await page.evaluate(() => Object.entries(localStorage).find(([k]) => k.endsWith('_TOKEN'))![1]);
  await page.getByRole('link', { name: 'My account' }).click();
  await expect(page.getByText(/UID: \d+/)).toBeVisible();
  await page.getByRole('button', { name: /sign out/i }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  // The old token no longer works at the server (loginOut).
  const info = await page.evaluate(async (t) => (await (await fetch('/api/user/getInfo', { headers: { authorization: t } })).json()).msg, token);
  expect(info).toContain('Token');
  await page.goto('/vip-rule');
  await expect(page).toHaveURL(/\/sign-in$/);
});
