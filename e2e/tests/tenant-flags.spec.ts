import { expect, test, type Page } from '@playwright/test';
import { PORT } from '../playwright.config';
import { authForm, HARBOR } from './auth-support';
import { dev, signIn } from './support';

/**
 * The third shipped tenant (config/platform/README.md): wallet-only, account tab always shown,
 * invite code for mobile sign-up only, no frozen dialog, app-download cards, the web3 tab label,
 * no service link when blocked, no /__platform, and a desktop origin. harbor's own flags are
 * proven in auth-tenants.spec.ts and tenants.spec.ts; atrium runs on the defaults.
 */
const MERIDIAN = `http://meridian.localhost:${PORT}`;
const MERIDIAN_DESKTOP = `http://desktop.meridian.localhost:${PORT}`;

test.beforeEach(async ({ request }) => dev.reset(request));

test('sign-in tabs: atrium shows all three, meridian always the account tab and never e-mail', async ({ page }) => {
  await page.goto('/sign-in');
  await expect(page.getByRole('tab')).toHaveText(['Account', 'E-mail', 'Mobile']);
  await page.goto(`${MERIDIAN}/sign-in`);
  // The server opens all three: the flag hides e-mail.
  await expect(page.getByRole('tab')).toHaveText(['Account', 'Mobile']);
});

test('meridian requires the invite code for mobile sign-up only, with area code +93', async ({ page }) => {
  const form = authForm(page);
  await page.goto(`${MERIDIAN}/sign-up`);
  await expect(page.getByRole('tab')).toHaveText(['E-mail', 'Mobile']);
  await expect(form.inviteCode).toHaveAttribute('placeholder', 'Optional');
  await form.tab('Mobile').click();
  await expect(form.areaCode).toHaveText('+93');
  await expect(form.inviteCode).toHaveAttribute('placeholder', 'Please enter the invite code');
  await form.mobile.fill('700000001');
  await form.password.fill('Secret-123');
  await form.password2.fill('Secret-123');
  await form.agree.check();
  await form.signUp.click();
  await expect(page.getByText('Please enter the invite code')).toBeVisible();
});

test('a visitor opening a guarded page goes to wallet sign-in on meridian, to /no-wallet on harbor, to /sign-in on atrium', async ({ page }) => {
  await page.goto(`${MERIDIAN}/assets`);
  await expect(page).toHaveURL(`${MERIDIAN}/sign-in-wallet`);
  await expect(page.getByRole('link', { name: 'Do not connect for now' })).toBeVisible();
  // Wallet-only: no way round to an account sign-in.
  await expect(page.getByRole('link', { name: 'Sign in with an account instead' })).toHaveCount(0);

  await page.goto(`${HARBOR}/assets`);
  await expect(page).toHaveURL(`${HARBOR}/no-wallet`);
  await page.goto('/assets');
  await expect(page).toHaveURL(/\/sign-in$/);
  // Elsewhere wallet sign-in leads on to an account sign-in.
  await page.goto('/sign-in-wallet');
  await expect(page.getByRole('link', { name: 'Sign in with an account instead' })).toBeVisible();
});

test('app download: atrium lists the stores, meridian shows one card per store', async ({ page }) => {
  await page.goto('/app-download');
  await expect(page.locator('[data-layout="list"]')).toBeVisible();
  await expect(page.locator('[data-layout="cards"]')).toHaveCount(0);
  await page.goto(`${MERIDIAN}/app-download`);
  const cards = page.locator('[data-layout="cards"] > li');
  await expect(cards.getByRole('heading')).toHaveText(['Android', 'iOS']);
  await expect(page.locator('[data-layout="list"]')).toHaveCount(0);
});

test('the DeFi tab takes its web3 label on meridian only', async ({ page }) => {
  const tabBar = page.getByRole('navigation', { name: 'Main sections' });
  await page.goto('/home');
  await expect(tabBar.getByRole('link', { name: 'DeFi', exact: true })).toBeVisible();
  await page.goto(`${MERIDIAN}/home`);
  await expect(tabBar.getByRole('link', { name: 'Web3 DeFi', exact: true })).toBeVisible();
  await expect(tabBar.getByRole('link', { name: 'DeFi', exact: true })).toHaveCount(0);
});

/** Blocks (or unblocks) this browser's address for the page's tenant, through the dev endpoint. */
const blockMe = (page: Page, block: boolean) =>
  page.evaluate(async (path) => (await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).ok, block ? '/api/__dev/block-ip' : '/api/__dev/unblock-ip');

test('the blocked-IP page offers customer service on atrium and not on meridian', async ({ page }) => {
  for (const [origin, serviceLink] of [['', true], [MERIDIAN, false]] as const) {
    await page.goto(`${origin}/language-selection`);
    expect(await blockMe(page, true)).toBe(true);
    try {
      await page.goto(`${origin}/home`);
      await expect(page).toHaveURL(/\/blocked-ip$/);
      await expect(page.getByText('Access from your network is restricted')).toBeVisible();
      await expect(page.getByText('This service is not available from your current network.')).toBeVisible();
      await expect(page.getByText('If you think this is a mistake, contact customer service.')).toHaveCount(serviceLink ? 1 : 0);
      await expect(page.getByRole('button', { name: 'Contact customer service' })).toHaveCount(serviceLink ? 1 : 0);
    } finally {
      expect(await blockMe(page, false)).toBe(true);
    }
  }
});

test('a frozen account is not stopped by the dialog on meridian', async ({ page }) => {
  await signIn(page, { username: 'frozen', password: 'demo1234' }, MERIDIAN);
  await page.goto(`${MERIDIAN}/homeSidebar`);
  // User info is in (the dialog would come with it): the account card shows the frozen user.
  await expect(page.getByText('frozen', { exact: true })).toBeVisible();
  await expect(page.getByTestId('frozen-dialog')).toHaveCount(0);
});

test('the diagnostics page is off on meridian: /__platform goes home', async ({ page }) => {
  await page.goto(`${MERIDIAN}/__platform`);
  await expect(page).toHaveURL(`${MERIDIAN}/home`);
  await expect(page.getByTestId('diag-env')).toHaveCount(0);
});

test('meridian moves wider than 690 px to its desktop origin and back below it, keeping the path', async ({ page }) => {
  // At start: checked at once.
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(`${MERIDIAN}/help?from=e2e#top`);
  await expect(page).toHaveURL(`${MERIDIAN_DESKTOP}/help?from=e2e#top`);

  // On resize: after the debounce.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page).toHaveURL(`${MERIDIAN}/help?from=e2e#top`);
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(page).toHaveURL(`${MERIDIAN_DESKTOP}/help?from=e2e#top`);
});

test('a development config with an unknown key and an ill-typed flag is reported at start, and the app runs on its defaults', async ({ page }) => {
  await page.route('**/platform/*/config.js*', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace('production: true,', "production: false, colour: 'red',").replace('walletOnly: false,', "walletOnly: 'yes',");
    await route.fulfill({ response, body });
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/assets');
  // walletOnly is back at its default: the visitor goes to the account sign-in.
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect.poll(() => errors.find((text) => text.includes('config.js of tenant "atrium"'))).toContain('unknown "colour" (ignored)');
  const report = errors.find((text) => text.includes('config.js of tenant "atrium"'))!;
  expect(report).toContain('"flags.walletOnly" must be a boolean (ignored)');
  expect(report).toContain('defaults are in force');
});
