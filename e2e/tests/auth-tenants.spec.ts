import { expect, test } from '@playwright/test';
import { authForm, captchaAnswer, HARBOR, NEW_PASSWORD, patchSettings } from './auth-support';
import { DEMO, dev } from './support';

test.beforeEach(async ({ request }) => dev.reset(request));

test('harbor shows the account tab and mobile in reverse order, no e-mail tab, and area code +1', async ({ page }) => {
  const form = authForm(page);
  await page.goto(`${HARBOR}/sign-in`);
  await expect(page.getByRole('tab')).toHaveText(['Mobile', 'Account']);
  await expect(form.tab('Account')).toHaveAttribute('aria-selected', 'true');
  await form.tab('Mobile').click();
  await expect(form.areaCode).toHaveText('+1');
});

test('harbor refuses a wrong image code, shows a new image and keeps the account typed', async ({ page }) => {
  const form = authForm(page);
  await page.goto(`${HARBOR}/sign-in`);
  const image = page.getByRole('img', { name: 'Image code' });
  // Wait until the first image is the one on screen, so its replacement can be told apart.
  await captchaAnswer(page, 'LOGIN');
  const firstImage = await image.getAttribute('src');
  await form.username.fill(DEMO.username);
  await form.password.fill(DEMO.password);
  await form.captcha.fill('wrong');
  await form.signIn.click();
  await expect(page.getByText(/incorrect verification code/i)).toBeVisible();
  await expect(image).not.toHaveAttribute('src', firstImage!);
  await expect(form.captcha).toHaveValue('');
  await expect(form.username).toHaveValue(DEMO.username);
  await expect(form.password).toHaveValue(DEMO.password);

  await form.captcha.fill(await captchaAnswer(page, 'LOGIN'));
  await form.signIn.click();
  await expect(page).toHaveURL(`${HARBOR}/home`);
});

test('harbor requires the invite code and the image code to register an account', async ({ page }) => {
  const form = authForm(page);
  await page.goto(`${HARBOR}/sign-up`);
  await expect(page.getByRole('tab')).toHaveText(['Mobile', 'Account']);
  await form.username.fill('harbor_new');
  await form.password.fill(NEW_PASSWORD);
  await form.password2.fill(NEW_PASSWORD);
  await form.agree.check();
  await form.signUp.click();
  await expect(page.getByText('Please enter the invite code')).toBeVisible();
  await form.inviteCode.fill('DEMO01');
  await form.signUp.click();
  await expect(page.getByText('Please enter the verification code')).toBeVisible();

  await form.captcha.fill('wrong');
  await form.signUp.click();
  await expect(page.getByText(/incorrect verification code/i)).toBeVisible();
  await expect(form.captcha).toHaveValue('');
  await form.captcha.fill(await captchaAnswer(page, 'REGISTER'));
  await form.signUp.click();
  await expect(page).toHaveURL(`${HARBOR}/sign-in`);
});

test('harbor leaves the invite code optional for mobile sign-up', async ({ page }) => {
  const form = authForm(page);
  await page.goto(`${HARBOR}/sign-up`);
  await form.tab('Mobile').click();
  await expect(form.inviteCode).toHaveAttribute('placeholder', 'Optional');
  await form.tab('Account').click();
  await expect(form.inviteCode).toHaveAttribute('placeholder', 'Please enter the invite code');
});

test('harbor asks for the mobile number with an e-mail sign-up', async ({ page, request }) => {
  await patchSettings(request, 'harbor', { registerMethods: { ordinaryIsOpen: true, emailIsOpen: true, phoneIsOpen: true } });
  const form = authForm(page);
  await page.goto(`${HARBOR}/sign-up`);
  await expect(page.getByRole('tab')).toHaveText(['Mobile', 'E-mail', 'Account']);
  await form.tab('E-mail').click();
  await form.email.fill('harbor.new@example.com');
  await expect(form.areaCode).toHaveText('+1');
  await form.password.fill(NEW_PASSWORD);
  await form.password2.fill(NEW_PASSWORD);
  await form.inviteCode.fill('DEMO01');
  await form.agree.check();
  await form.signUp.click();
  await expect(page.getByText('Please enter your mobile number', { exact: true })).toBeVisible();
});
