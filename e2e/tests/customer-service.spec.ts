import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { HARBOR } from './auth-support';
import { signInQuickly } from './session-support';
import { dev } from './support';

/**
 * Customer service on harbor, whose config.js names one callback, `livechat`: its chat widget in
 * a sandboxed frame (config/platform/harbor/config.js), and whose frozen dialog opens customer
 * service. The test gives harbor's settings the service entries it needs; the widget's page is
 * answered here, never fetched from the internet.
 */
const CHAT = 'https://chat.harbor.example';
const FROZEN = { username: 'frozen', password: 'demo1234' };

async function frozenOnHarbor(page: Page, request: APIRequestContext, supportStaff: unknown[]) {
  await dev.post(request, 'settings', { tenant: 'harbor', patch: { supportStaff, loginCaptcha: false } });
  await signInQuickly(page, { origin: HARBOR, env: 'harbor', productName: 'Harbor' }, FROZEN);
  await page.goto(`${HARBOR}/homeSidebar`);
  const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('frozen-dialog') });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.beforeEach(async ({ request }) => dev.reset(request));

test('an entry that only names a callback opens the chat widget in a sandboxed frame; a frozen user is offered Sign out beside it', async ({ page, request }) => {
  await page.route(`${CHAT}/**`, (route) => route.fulfill({ body: '<title>Harbor support</title><p>How can we help?</p>', contentType: 'text/html' }));
  const dialog = await frozenOnHarbor(page, request, [{ url: '', imgUrl: '', callback: 'livechat' }]);
  await dialog.getByRole('button', { name: 'Confirm' }).click();

  const frame = page.getByTestId('service-frame');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms allow-popups');
  await expect(frame).toHaveAttribute('src', new RegExp(`^${CHAT}/widget\\?user=\\d+&lang=en$`));
  // The page's CSP lets this origin (and only configured ones) into a frame: the widget loads.
  await expect(page.frameLocator('[data-testid="service-frame"]').getByText('How can we help?')).toBeVisible();
  await page.getByRole('dialog', { name: 'Customer service' }).getByRole('button', { name: 'Close' }).click();
  await expect(frame).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`${HARBOR}/sign-in`);
});

test('no usable entry hides customer service, and the frozen dialog’s Confirm signs out', async ({ page, request }) => {
  // An unknown callback and a script URL: nothing works.
  const dialog = await frozenOnHarbor(page, request, [{ url: 'javascript:alert(1)', imgUrl: '', callback: 'unknown' }]);
  // The account screen is drawn behind the dialog (its own Sign out is there), without a way to service.
  await expect(page.locator('main').getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByText('Contact customer service', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Customer service' })).toHaveCount(0);
  await expect(dialog.getByRole('button')).toHaveText(['Confirm']);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(`${HARBOR}/sign-in`);
  expect(await page.evaluate(() => Object.keys(localStorage).some((k) => k.endsWith('_TOKEN')))).toBe(false);
});
