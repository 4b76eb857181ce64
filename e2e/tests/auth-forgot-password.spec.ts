import { expect, test } from '@playwright/test';
import { authForm, NEW_PASSWORD, sentCode } from './auth-support';
import { DEMO, dev } from './support';

test.beforeEach(async ({ request }) => dev.reset(request));

const DEMO_EMAIL = 'demo@atrium.example';

test('a password reset by e-mail code lets the user sign in with the new password only', async ({ page }) => {
  const form = authForm(page);
  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);

  await form.email.fill(DEMO_EMAIL);
  await form.newPassword.fill(NEW_PASSWORD);
  await form.password2.fill(NEW_PASSWORD);
  await form.sendCode.click();
  await form.emailCode.fill(await sentCode(page, DEMO_EMAIL, 'FIND_PASSWORD'));
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password reset. Please sign in with the new one.')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);

  await form.username.fill(DEMO.username);
  await form.password.fill(DEMO.password);
  await form.signIn.click();
  await expect(page.getByText('Incorrect username or password')).toBeVisible();
  await form.password.fill(NEW_PASSWORD);
  await form.signIn.click();
  await expect(page).toHaveURL(/\/home$/);
});

test('every field of the reset is required and a wrong code shows the server message', async ({ page }) => {
  const form = authForm(page);
  const reset = page.getByRole('button', { name: 'Reset password' });
  await page.goto('/forgot-password');
  await reset.click();
  await expect(page.getByText('Please enter your e-mail', { exact: true })).toBeVisible();
  await form.email.fill(DEMO_EMAIL);
  await form.newPassword.fill(NEW_PASSWORD);
  await form.password2.fill(NEW_PASSWORD);
  await reset.click();
  await expect(page.getByText('Please enter the verification code')).toBeVisible();
  await form.emailCode.fill('000000');
  await reset.click();
  await expect(page.getByText(/incorrect verification code/i)).toBeVisible();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(form.email).toHaveValue(DEMO_EMAIL);
});
