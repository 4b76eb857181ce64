import { expect, test } from '@playwright/test';
import { dev, signIn } from './support';
import { accountDev, closePopupsWhenShown } from './account-support';

test.beforeEach(async ({ page, request }) => {
  await dev.reset(request);
  await closePopupsWhenShown(page);
});

test('a new e-mail is bound with the BIND code sent to it', async ({ page, request }) => {
  await signIn(page);
  await page.goto('/email-authentication');
  await expect(page.getByTestId('bound-email')).toHaveText('demo@atrium.example');

  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Please enter your e-mail first')).toBeVisible();

  const email = 'ada.new@example.com';
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  await page.getByLabel('Verification code').fill('000000');
  await page.getByRole('button', { name: 'Bind' }).click();
  await expect(page.getByText('Incorrect verification code')).toBeVisible();
  await expect(page.getByLabel('E-mail address')).toHaveValue(email);

  await page.getByLabel('Verification code').fill(await accountDev.latestCode(request, email));
  await page.getByRole('button', { name: 'Bind' }).click();
  await expect(page.getByTestId('bound-email')).toHaveText(email);
  await expect(page.getByLabel('E-mail address')).toHaveValue('');
});
