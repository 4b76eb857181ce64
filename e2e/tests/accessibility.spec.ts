import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './accessibility';
import { dev, signIn } from './support';

/**
 * axe over the key screens, in both themes, so a missing name, a broken landmark or a colour that
 * falls below contrast fails here instead of going unnoticed. Each screen is checked once its own
 * content is there (prices, balances, plans), since axe judges only what is on the page.
 */
interface Screen {
  path: string;
  signedIn?: boolean;
  ready: (page: Page) => Promise<void>;
}

const heading = (page: Page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible();

const SCREENS: Screen[] = [
  { path: '/home', ready: (page) => expect(page.getByTestId('coin-btcusdt').getByTestId('price')).toHaveText(/\d/) },
  { path: '/sign-in', ready: (page) => expect(page.getByRole('button', { name: /^sign in$/i })).toBeVisible() },
  { path: '/sign-up', ready: (page) => expect(page.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true') },
  { path: '/quote', ready: (page) => expect(page.getByTestId('quote-tab-spot')).toBeVisible() },
  {
    path: '/detail?symbol=btcusdt',
    signedIn: true,
    ready: async (page) => {
      await expect(page.getByTestId('watch-star-btcusdt')).toBeVisible();
      await expect(page.getByTestId('kline-chart').locator('canvas').first()).toBeVisible();
    },
  },
  { path: '/assets', signedIn: true, ready: (page) => expect(page.getByTestId('balance-funding-usdt')).toBeVisible() },
  { path: '/uplan', signedIn: true, ready: (page) => expect(page.getByRole('link', { name: /Starter Plan/ })).toBeVisible() },
  { path: '/loan', signedIn: true, ready: (page) => expect(page.getByTestId('loan-price')).toContainText(/\d/) },
  { path: '/swap', signedIn: true, ready: (page) => expect(page.getByRole('textbox', { name: 'You pay' })).toBeVisible() },
  { path: '/nft', signedIn: true, ready: (page) => expect(page.getByTestId('nft-collection')).toHaveCount(3) },
  { path: '/notice', signedIn: true, ready: heading },
  { path: '/help', ready: heading },
];

/** Stores a theme or a language before the app boots, as a returning visitor's choice would be. */
async function remember(page: Page, key: 'THEME' | 'LANGUAGE', value: string) {
  await page.addInitScript(([name, stored]) => localStorage.setItem(name, stored), [`Atrium_${key}`, value] as const);
}

test.beforeEach(async ({ request }) => {
  await dev.reset(request);
  await dev.pauseMarket(request);
});
test.afterEach(async ({ request }) => dev.resumeMarket(request));

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => remember(page, 'THEME', theme));

    for (const screen of SCREENS) {
      test(`${screen.path} has no axe violations`, async ({ page }) => {
        if (screen.signedIn) await signIn(page);
        await page.goto(screen.path);
        await expect(page.locator('body')).toHaveAttribute('data-theme', theme);
        await screen.ready(page);
        await expectNoAxeViolations(page);
      });
    }

    test('the announcement popup of a signed-in user has no axe violations', async ({ page, request }) => {
      await dev.reset(request, { inbox: true });
      await signIn(page);
      await expect(page.getByRole('dialog').first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

test('the home screen right to left, in Arabic, has no axe violations', async ({ page }) => {
  await remember(page, 'LANGUAGE', 'ar');
  await page.goto('/home');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('coin-btcusdt').getByTestId('price')).toHaveText(/\d/);
  await expectNoAxeViolations(page);
});
