import { expect, test } from '@playwright/test';
import { authForm, demoInviteCode, NEW_PASSWORD, sentCode, serverClock } from './auth-support';
import { dev, tripleClick } from './support';

test.beforeEach(async ({ request }) => dev.reset(request));
test.afterEach(async ({ request }) => serverClock.realTime(request));

test('an account registered by name signs in on the account tab', async ({ page }) => {
  const form = authForm(page);
  await page.goto('/sign-up');
  await expect(form.tab('Account')).toHaveAttribute('aria-selected', 'true');
  await form.username.fill('newbie_01');
  await form.password.fill(NEW_PASSWORD);
  await form.password2.fill(NEW_PASSWORD);
  await form.agree.check();
  await form.signUp.click();
  await expect(page.getByText('Registration successful')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);

  await form.username.fill('newbie_01');
  await form.password.fill(NEW_PASSWORD);
  await form.signIn.click();
  await expect(page.getByText('Signed in')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
});

test('an account registered by e-mail signs in on the e-mail tab with an e-mailed code', async ({ page, request }) => {
  const form = authForm(page);
  const email = 'new.user@example.com';
  await page.goto('/sign-up');
  await form.tab('E-mail').click();
  await form.email.fill(email);
  await form.password.fill(NEW_PASSWORD);
  await form.password2.fill(NEW_PASSWORD);
  await form.sendCode.click();
  await expect(page.getByRole('button', { name: /^Resend in \d+ seconds$/ })).toBeDisabled();
  await form.emailCode.fill(await sentCode(page, email, 'REGISTER'));
  await form.agree.check();
  await form.signUp.click();
  await expect(page).toHaveURL(/\/sign-in$/);

  // The server allows one code a minute per address: move its clock on rather than wait.
  await serverClock.skipSendInterval(request);
  await form.tab('E-mail').click();
  await form.email.fill(email);
  await form.sendCode.click();
  await form.emailCode.fill(await sentCode(page, email, 'LOGIN'));
  await form.signIn.click();
  await expect(page).toHaveURL(/\/home$/);
});

test('an account registered by mobile signs in on the mobile tab with an SMS code', async ({ page, request }) => {
  const form = authForm(page);
  const phone = '+93701234567';
  await page.goto('/sign-up');
  await form.tab('Mobile').click();
  await expect(form.areaCode).toHaveText('+93');
  await form.mobile.fill('70 123 4567');
  await form.password.fill(NEW_PASSWORD);
  await form.password2.fill(NEW_PASSWORD);
  await form.sendCode.click();
  await form.smsCode.fill(await sentCode(page, phone, 'REGISTER'));
  await form.agree.check();
  await form.signUp.click();
  await expect(page).toHaveURL(/\/sign-in$/);

  await serverClock.skipSendInterval(request);
  await form.tab('Mobile').click();
  await form.mobile.fill('701234567');
  await form.sendCode.click();
  await form.smsCode.fill(await sentCode(page, phone, 'LOGIN'));
  await form.signIn.click();
  await expect(page).toHaveURL(/\/home$/);
});

test('the two passwords are compared as the user types, and a mismatch is refused', async ({ page }) => {
  const form = authForm(page);
  await page.goto('/sign-up');
  await form.username.fill('newbie_02');
  await form.password.fill(NEW_PASSWORD);
  await form.password2.fill('Secret-12');
  await expect(form.password2).toHaveAccessibleDescription('The two passwords do not match');
  await form.agree.check();
  await form.signUp.click();
  // Refused where it is wrong, with the focus there; no toast covers the form.
  await expect(form.password2).toBeFocused();
  await expect(page.getByRole('status')).toBeEmpty();
  await expect(page).toHaveURL(/\/sign-up$/);
  await form.password2.fill(NEW_PASSWORD);
  await expect(form.password2).not.toHaveAttribute('aria-invalid');
});

test('the terms must be accepted, and their links lead to the documents', async ({ page }) => {
  const form = authForm(page);
  await page.goto('/sign-up');
  await form.username.fill('newbie_03');
  await form.password.fill(NEW_PASSWORD);
  await form.password2.fill(NEW_PASSWORD);
  await form.signUp.click();
  await expect(form.agree).toHaveAccessibleDescription('Please read and agree to the Terms of Use and the Privacy Policy');
  await expect(page).toHaveURL(/\/sign-up$/);
  await page.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacyPolicy$/);
});

test('an invite link arrives at sign-up with its code filled in, and the code is accepted', async ({ page, request }) => {
  const form = authForm(page);
  const invite = await demoInviteCode(request);
  await page.goto(`/i&${invite}`);
  await expect(page).toHaveURL(new RegExp(`/sign-up\\?invite_code=${invite}$`));
  await expect(form.inviteCode).toHaveValue(invite);

  await form.username.fill('invited_01');
  await form.password.fill(NEW_PASSWORD);
  await form.password2.fill(NEW_PASSWORD);
  await form.agree.check();
  await form.signUp.click();
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('an unknown invite code shows the server message and keeps the form', async ({ page }) => {
  const form = authForm(page);
  await page.goto('/sign-up?invite_code=NOPE42');
  await form.username.fill('invited_02');
  await form.password.fill(NEW_PASSWORD);
  await form.password2.fill(NEW_PASSWORD);
  await form.agree.check();
  await form.signUp.click();
  await expect(page.getByText('Invalid invite code')).toBeVisible();
  await expect(form.username).toHaveValue('invited_02');
  await expect(form.inviteCode).toHaveValue('NOPE42');
});

test('sending a code asks for the e-mail first', async ({ page }) => {
  const form = authForm(page);
  await page.goto('/sign-up');
  await form.tab('E-mail').click();
  await form.sendCode.click();
  await expect(page.getByText('Please enter your e-mail first')).toBeVisible();
  await expect(form.sendCode).toBeEnabled();
});

test('three clicks in the same instant on Sign up send one request and make one account', async ({ page }) => {
  const form = authForm(page);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/user/register') sent.push(request.method());
  });
  await page.goto('/sign-up');
  await form.username.fill('triple_01');
  await form.password.fill(NEW_PASSWORD);
  await form.password2.fill(NEW_PASSWORD);
  await form.agree.check();
  await tripleClick(form.signUp);
  await expect(page.getByText('Registration successful')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);
  expect(sent).toEqual(['POST']);
  // A second request would have been refused as "Account already exists" (or "please wait").
  await expect(page.getByText('Account already exists')).toHaveCount(0);
  const login = await page.evaluate(
    async (password) => (await (await fetch('/api/user/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ signType: 3, loginName: 'triple_01', loginPassword: password }) })).json()).code,
    NEW_PASSWORD,
  );
  expect(login).toBe(200);
});

test('a 5,000-character user name says the limit under the field and sends nothing', async ({ page }) => {
  const form = authForm(page);
  let sent = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/user/register') sent++;
  });
  await page.goto('/sign-up');
  await expect(form.username).toHaveAccessibleDescription('4 to 20 letters, digits or underscores');
  const name = 'n'.repeat(5000);
  await form.username.fill(name);
  await form.password.fill(NEW_PASSWORD);
  await form.password2.fill(NEW_PASSWORD);
  await form.agree.check();
  await expect(form.username).toHaveAccessibleDescription('At most 20 characters.');
  await expect(page.getByText('5000/20')).toBeVisible();
  // Nothing is cut: the field keeps what was typed.
  await expect(form.username).toHaveValue(name);
  await form.signUp.click();
  // The field says it, and takes the focus; nothing covers the form.
  await expect(form.username).toBeFocused();
  await expect(form.username).toHaveAccessibleDescription('At most 20 characters.');
  await expect(page.getByRole('status')).toBeEmpty();
  await expect(page.getByText('Network anomaly')).toHaveCount(0);
  await expect(page).toHaveURL(/\/sign-up$/);
  expect(sent).toBe(0);
});
