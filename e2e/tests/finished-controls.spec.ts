import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { accountDev } from './account-support';
import { expectFinishedControls } from './finished-controls';
import { demoToken } from './funds-support';
import { DEMO, dev } from './support';

/**
 * The money screens and the settings around them, finished: every button in a form padded,
 * centred and 44 px tall, no native checkbox, radio, file input or browser-drawn select, nothing
 * wider than the 390 px screen — in both themes, left to right and right to left, with a
 * screenshot of each attached to the report. Each screen is judged once its own content is there.
 */
interface Screen {
  path: string;
  /** Server state the screen needs before it opens. */
  prepare?: (request: APIRequestContext) => Promise<void>;
  /** The screen's own content is on it (language-neutral: test ids and roles). */
  ready: (page: Page) => Promise<void>;
  /** More languages than English and Arabic, for a screen whose width once depended on the words. */
  languages?: readonly string[];
}

/** The demo user's primary identity verified (the advanced form opens only then). */
async function verifiedPrimary(request: APIRequestContext) {
  const token = await demoToken(request);
  const sent = await request.post(`${BASE_URL}/api/user/uploadKYC`, {
    headers: { authorization: token },
    params: { level: 1, realName: 'Ada Lovelace', idNumber: 'AB12345' },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  await accountDev.reviewKyc(request, DEMO.username, 1, 'approve');
}

const SCREENS: Screen[] = [
  {
    path: '/withdraw-apply?coin=usdt&chain=TRC20',
    ready: (page) => expect(page.getByTestId('withdraw-available')).toHaveText(/\d/),
    languages: ['en', 'ar', 'ru'],
  },
  { path: '/swap', ready: (page) => expect(page.getByTestId('swap-available')).toHaveText(/\d/) },
  { path: '/assets', ready: (page) => expect(page.getByTestId('balance-funding-usdt')).toBeVisible() },
  { path: '/uplan', ready: (page) => expect(page.getByTestId(/^uplan-product-/).first()).toBeVisible() },
  { path: '/homeSidebar', ready: (page) => expect(page.getByRole('switch')).toHaveCount(2) },
  {
    path: '/certification-advanced',
    prepare: verifiedPrimary,
    ready: (page) => expect(page.locator('input[type=file]')).toHaveCount(3),
  },
  { path: '/recharge-apply?coin=usdt&chain=TRC20', ready: (page) => expect(page.locator('input[type=file]')).toHaveCount(1) },
];

test.beforeEach(async ({ request }) => {
  await dev.reset(request);
  await dev.pauseMarket(request);
});
test.afterEach(async ({ request }) => dev.resumeMarket(request));

for (const screen of SCREENS) {
  for (const language of screen.languages ?? ['en', 'ar']) {
    for (const theme of ['light', 'dark'] as const) {
      test(`${screen.path} is finished in ${language}, ${theme} theme`, async ({ page, request }, testInfo) => {
        await screen.prepare?.(request);
        const token = await demoToken(request);
        await page.addInitScript(
          ([session, lng, look]) => {
            localStorage.setItem('Atrium_TOKEN', session);
            localStorage.setItem('Atrium_LANGUAGE', lng);
            localStorage.setItem('Atrium_THEME', look);
          },
          [token, language, theme] as const,
        );
        await page.goto(screen.path);
        await expect(page.locator('body')).toHaveAttribute('data-theme', theme);
        await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
        await screen.ready(page);
        await expectFinishedControls(page, testInfo, `${screen.path} ${language} ${theme}`);
      });
    }
  }
}

test('the display currency on /assets is one pressed chip among a few, the rest a search away', async ({ page, request }, testInfo) => {
  const token = await demoToken(request);
  await page.addInitScript((session) => localStorage.setItem('Atrium_TOKEN', session), token);
  await page.goto('/assets');
  const currencies = page.getByRole('group', { name: 'Display currency' });
  await expect(currencies.getByRole('button', { pressed: true })).toHaveText(['USD']);
  expect(await currencies.getByRole('button').count()).toBeLessThanOrEqual(5);

  await currencies.getByRole('button', { name: 'More' }).click();
  const sheet = page.getByRole('dialog', { name: 'Display currency' });
  await sheet.getByRole('searchbox', { name: 'Search' }).fill('yen');
  await sheet.getByRole('radio', { name: /JPY/ }).click();
  await expect(sheet).toBeHidden();
  await expect(currencies.getByRole('button', { pressed: true })).toHaveText(['JPY']);
  await expect(page.getByRole('region', { name: 'Total assets' })).toContainText('(JPY)');
  await expectFinishedControls(page, testInfo, '/assets in JPY');
});
