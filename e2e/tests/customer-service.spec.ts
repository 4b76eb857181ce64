import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { HARBOR } from './auth-support';
import { dev, signIn } from './support';

/**
 * Customer service on harbor, whose config.js names one callback, `livechat`: its chat widget in
 * a sandboxed frame (config/platform/harbor/config.js). The test gives harbor's settings the
 * service entries it needs; the widget's page is answered here, never fetched from the internet.
 */
const CHAT = 'https://chat.harbor.example';

async function harborService(request: APIRequestContext, supportStaff: unknown[]) {
  await dev.post(request, 'settings', { tenant: 'harbor', patch: { supportStaff, loginCaptcha: false } });
}

async function answerChat(page: Page) {
  await page.route(`${CHAT}/**`, (route) => route.fulfill({ body: '<title>Harbor support</title><p>How can we help?</p>', contentType: 'text/html' }));
}

test.beforeEach(async ({ request }) => dev.reset(request));

test('an entry that only names a callback opens the tenant’s chat widget in a sandboxed frame, with the user and language filled in', async ({ page, request }) => {
  await harborService(request, [{ url: '', imgUrl: '', callback: 'livechat' }]);
  await answerChat(page);
  await signIn(page, undefined, HARBOR);
  await page.goto(`${HARBOR}/homeSidebar`);
  await page.getByRole('button', { name: 'Contact customer service' }).click();

  const frame = page.getByTestId('service-frame');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms allow-popups');
  await expect(frame).toHaveAttribute('src', new RegExp(`^${CHAT}/widget\\?user=\\d+&lang=en$`));
  // The page's CSP lets this origin (and only configured ones) into a frame: the widget loads.
  await expect(page.frameLocator('[data-testid="service-frame"]').getByText('How can we help?')).toBeVisible();
  await page.getByRole('dialog', { name: 'Customer service' }).getByRole('button', { name: 'Close' }).click();
  await expect(frame).toHaveCount(0);
});

test('no usable entry hides customer service; a frozen user still signs out', async ({ page, request }) => {
  // harbor's frozen dialog opens customer service; here no entry works (an unknown callback, a script URL).
  await harborService(request, [{ url: 'javascript:alert(1)', imgUrl: '', callback: 'unknown' }]);
  await signIn(page, { username: 'frozen', password: 'demo1234' }, HARBOR);
  await page.goto(`${HARBOR}/homeSidebar`);
  const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('frozen-dialog') });
  await expect(dialog).toBeVisible();
  // The account screen is drawn behind the dialog (its own Sign out is there), without a way to service.
  await expect(page.locator('main').getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByText('Contact customer service', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Customer service' })).toHaveCount(0);
  // Nothing works, so Confirm signs out: the dialog offers no second button.
  await expect(dialog.getByRole('button')).toHaveText(['Confirm']);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(`${HARBOR}/sign-in`);
  expect(await page.evaluate(() => Object.keys(localStorage).some((k) => k.endsWith('_TOKEN')))).toBe(false);
});

test('a frozen user whose service works is offered Sign out beside it', async ({ page, request }) => {
  await harborService(request, [{ url: '', imgUrl: '', callback: 'livechat' }]);
  await answerChat(page);
  await signIn(page, { username: 'frozen', password: 'demo1234' }, HARBOR);
  const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('frozen-dialog') });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('service-frame')).toBeVisible();
  await page.getByRole('dialog', { name: 'Customer service' }).getByRole('button', { name: 'Close' }).click();
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`${HARBOR}/sign-in`);
});
