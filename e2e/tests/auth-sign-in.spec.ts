import { expect, test } from '@playwright/test';
import { authForm } from './auth-support';
import { DEMO, dev, tripleClick } from './support';

test.beforeEach(async ({ request }) => dev.reset(request));

test('the sign-in screen offers every open method, the language, close, forgot-password, sign-up and the wallet sign-in', async ({ page }) => {
  const form = authForm(page);
  await page.goto('/sign-in');
  await expect(page.getByRole('tab')).toHaveText(['Account', 'E-mail', 'Mobile']);
  await expect(form.tab('Account')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('link', { name: 'Language' })).toHaveAttribute('href', '/language-selection');
  await expect(page.getByRole('link', { name: 'Close' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
  // The tenant's backend proves wallets: the wallet sign-in is offered too.
  await expect(page.getByRole('link', { name: 'Sign in with a wallet instead' })).toHaveAttribute('href', '/sign-in-wallet');
  await page.getByRole('link', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a wrong password shows the server message and keeps what was typed on every tab', async ({ page }) => {
  const form = authForm(page);
  await page.goto('/sign-in');
  await form.tab('E-mail').click();
  await form.email.fill('someone@example.com');
  await form.tab('Account').click();
  await form.username.fill(DEMO.username);
  await form.password.fill('wrong-password');
  await form.signIn.click();
  await expect(page.getByText('Incorrect username or password')).toBeVisible();
  await expect(form.username).toHaveValue(DEMO.username);
  await expect(form.password).toHaveValue('wrong-password');
  await form.tab('E-mail').click();
  await expect(form.email).toHaveValue('someone@example.com');
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('each tab asks for what it is missing, under the field', async ({ page }) => {
  const form = authForm(page);
  await page.goto('/sign-in');
  await form.username.fill(DEMO.username);
  await form.signIn.click();
  await expect(form.password).toHaveAccessibleDescription('Please enter your password');
  await expect(page.getByRole('status')).toBeEmpty();
  await form.tab('E-mail').click();
  await form.signIn.click();
  await expect(page.getByText('Please enter your e-mail')).toBeVisible();
  await form.tab('Mobile').click();
  await form.mobile.fill('5550100');
  await form.signIn.click();
  await expect(page.getByText('Please enter the verification code')).toBeVisible();
  await form.mobile.fill('');
  await form.sendCode.click();
  await expect(page.getByText('Please enter your mobile number first')).toBeVisible();
});

test('an invite code on sign-in is carried to sign-up', async ({ page }) => {
  await page.goto('/sign-in?invite_code=DEMO01');
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/sign-up\?invite_code=DEMO01$/);
  await expect(authForm(page).inviteCode).toHaveValue('DEMO01');
});

test('the area-code picker searches by name, code or country and fills the field', async ({ page }) => {
  const form = authForm(page);
  await page.goto('/sign-in');
  await form.tab('Mobile').click();
  await expect(form.areaCode).toHaveText('+93');
  await form.areaCode.click();
  const sheet = page.getByRole('dialog', { name: 'Country or region' });
  const search = sheet.getByRole('searchbox');
  await search.fill('+49');
  await expect(sheet.getByRole('button', { name: /Germany/ })).toBeVisible();
  await search.fill('de');
  await expect(sheet.getByRole('button', { name: /Germany/ })).toBeVisible();
  await search.fill('germ');
  await sheet.getByRole('button', { name: /Germany/ }).click();
  await expect(sheet).toBeHidden();
  await expect(form.areaCode).toHaveText('+49');
});

test('a password over the server’s 128 characters says the limit and sends nothing; three clicks sign in once', async ({ page }) => {
  const form = authForm(page);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/user/login') sent.push(request.method());
  });
  await page.goto('/sign-in');
  await form.username.fill(DEMO.username);
  await form.password.fill('p'.repeat(129));
  await expect(form.password).toHaveAccessibleDescription('At most 128 characters.');
  await form.signIn.click();
  await expect(form.password).toBeFocused();
  await expect(page.getByRole('status')).toBeEmpty();
  await expect(page.getByText('Network anomaly')).toHaveCount(0);
  expect(sent).toEqual([]);

  await form.password.fill(DEMO.password);
  await expect(form.password).not.toHaveAttribute('aria-invalid');
  await tripleClick(form.signIn);
  await expect(page).toHaveURL(/\/home$/);
  expect(sent).toEqual(['POST']);
});
