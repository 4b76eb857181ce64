import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { expectNoAxeViolations } from './accessibility';
import { expectFinishedControls } from './finished-controls';
import { layoutShiftsSoFar, recordLayoutShifts } from './layout-shifts';
import { dev, signIn } from './support';
import { trading } from './trading-orders-support';

/**
 * The order screens laid out as exchanges do on a phone (390 × 844, the config's viewport): the
 * order form on the start side beside a compact order book (or, on /trade, the recent prices) in
 * one band, the lists below; finished controls in both themes, left to right and right to left;
 * nothing moving while a slow connection brings the data; trades with their time and the date
 * once per day. Computed styles and boxes are checked, screenshots attached, never compared.
 */

interface Screen {
  path: string;
  /** The test id of the panel beside the form. */
  market: 'order-book' | 'recent-prices';
  /** The book's levels a side (the contract form is the tallest: more of the book beside it). */
  levels?: number;
  /** Its figures have come: the balance the form shows. */
  balance: string;
}

const SCREENS: Screen[] = [
  { path: '/tradeU?symbol=btcusdt', market: 'order-book', levels: 12, balance: 'contract-available' },
  { path: '/tradeBB?symbol=btcusdt', market: 'order-book', levels: 9, balance: 'spot-usdt' },
  { path: '/trade?symbol=btcusdt', market: 'recent-prices', balance: 'second-available' },
];

/** DevTools' "Slow 3G": 2 s round trips, 400 kbit/s each way (bytes per second here). */
const SLOW_3G = { offline: false, latency: 2000, downloadThroughput: (400 * 1024) / 8, uploadThroughput: (400 * 1024) / 8 };

test.beforeEach(async ({ request }) => {
  await dev.reset(request);
  await dev.pauseMarket(request);
  await dev.setPrice(request, 'btcusdt', '50000');
  await trading.credit(request, 'contract', '1000');
  await trading.credit(request, 'spot', '1000');
});
test.afterEach(async ({ request }) => {
  await trading.clockOffset(request, 0);
  await dev.resumeMarket(request);
});

const form = (page: Page) => page.getByTestId('trade-panel').locator('form');

/** Waits until a screen's data is all there: the form and its balance, the panel's rows, the lists. */
async function loaded(page: Page, screen: Screen, timeout?: number) {
  await expect(form(page)).toBeVisible({ timeout });
  await expect(page.getByTestId(screen.balance)).toHaveText(/\d/, { timeout });
  const market = page.getByTestId(screen.market);
  await expect(market).toBeVisible({ timeout });
  await expect(market).not.toHaveAttribute('aria-busy', /.*/, { timeout });
  // 50,000.00 in the page language's marks (50 000,00 in Russian).
  await expect(page.getByTestId('last-price')).toHaveText(/^50.000.00$/, { timeout });
  const lists = page.getByRole('tabpanel');
  await expect(lists).toBeVisible({ timeout });
  await expect(lists.locator('[aria-busy="true"]')).toHaveCount(0, { timeout });
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'a box on the screen').not.toBeNull();
  return found!;
}

/** Stores the language and the theme, as a returning user's choice, and opens the screen. */
async function open(page: Page, screen: Screen, { language = 'en', theme = 'light' } = {}) {
  await page.evaluate(
    ([lang, look]) => {
      localStorage.setItem('Atrium_LANGUAGE', lang);
      localStorage.setItem('Atrium_THEME', look);
    },
    [language, theme] as const,
  );
  await page.goto(screen.path);
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
  await expect(page.locator('body')).toHaveAttribute('data-theme', theme);
  await loaded(page, screen);
}

async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
}

/** The form on the start side and the market panel on the end side, in one band, not overlapping. */
async function expectSideBySide(page: Page, screen: Screen, rtl: boolean) {
  const viewport = page.viewportSize()!;
  const f = await box(form(page));
  const m = await box(page.getByTestId(screen.market));
  // One band: both start at the top of the panel, and the book is not pushed under the form.
  expect(Math.abs(f.y - m.y)).toBeLessThan(24);
  expect(m.y).toBeLessThan(f.y + f.height);
  if (rtl) {
    expect(m.x + m.width).toBeLessThanOrEqual(f.x);
  } else {
    expect(f.x + f.width).toBeLessThanOrEqual(m.x);
  }
  // The form takes the larger share, about three fifths; both inside the screen.
  const share = f.width / (f.width + m.width);
  expect(share).toBeGreaterThan(0.52);
  expect(share).toBeLessThan(0.65);
  for (const b of [f, m]) {
    expect(b.x).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width).toBeLessThanOrEqual(viewport.width);
  }
  // The lists come below, in tabs.
  const lists = await box(page.getByRole('tablist'));
  expect(lists.y).toBeGreaterThanOrEqual(Math.max(f.y + f.height, m.y + m.height));
}

for (const screen of SCREENS) {
  test(`${screen.path.split('?')[0]} at 390 px: the form and the ${screen.market === 'order-book' ? 'order book' : 'recent prices'} side by side, the lists below`, async ({ page }, testInfo) => {
    await signIn(page);
    await open(page, screen);
    await expectSideBySide(page, screen, false);
    const market = page.getByTestId(screen.market);
    if (screen.market === 'order-book') {
      // Columns said as what they hold; a fixed number of levels, asks above the last price, bids below.
      await expect(market.getByTestId('book-price-head')).toHaveText('Price (USDT)');
      await expect(market.getByTestId('book-amount-head')).toHaveText('Amount (BTC)');
      await expect(market.locator('[data-side="ask"]')).toHaveCount(screen.levels!);
      await expect(market.locator('[data-side="bid"]')).toHaveCount(screen.levels!);
      const mid = await box(market.getByTestId('book-last-price'));
      await expect(market.getByTestId('book-last-price')).toContainText('50,000.00');
      const lowestAsk = await box(market.locator('[data-side="ask"]').last());
      const highestBid = await box(market.locator('[data-side="bid"]').first());
      expect(lowestAsk.y + lowestAsk.height).toBeLessThanOrEqual(mid.y + 0.5);
      expect(highestBid.y).toBeGreaterThanOrEqual(mid.y + mid.height - 0.5);
      // A level tapped is the order's limit price.
      await market.locator('[data-side="bid"]').first().click();
      await expect(page.getByRole('radio', { name: 'Limit' })).toHaveAttribute('aria-checked', 'true');
      await expect(page.getByRole('textbox', { name: 'Limit price' })).toHaveValue(/^499\d\d(\.\d+)?$/);
    } else {
      await expect(market.getByTestId('recent-price-head')).toHaveText('Price (USDT)');
      await expect(market.getByTestId('recent-price').first()).toContainText(/50,000\.00\d{2}:\d{2}:\d{2}( GMT\+8)?$/);
    }
    await attachScreenshot(page, testInfo, `${screen.path} en light`);
  });
}

test('right to left, in Arabic: the form on the right, the book on the left, by the logical layout', async ({ page }, testInfo) => {
  await signIn(page);
  for (const screen of SCREENS) {
    await open(page, screen, { language: 'ar' });
    await expectSideBySide(page, screen, true);
    await attachScreenshot(page, testInfo, `${screen.path} ar light`);
  }
});

for (const { language, theme } of [
  { language: 'en', theme: 'light' },
  { language: 'en', theme: 'dark' },
  { language: 'ar', theme: 'light' },
  { language: 'ar', theme: 'dark' },
  { language: 'ru', theme: 'light' },
]) {
  test(`finished controls on the order screens, ${language}, ${theme} theme`, async ({ page }, testInfo) => {
    await signIn(page);
    for (const screen of SCREENS) {
      await open(page, screen, { language, theme });
      await expectFinishedControls(page, testInfo, `${screen.path} ${language} ${theme}`);
      // The new controls' colours (chosen segments, pressed chips, the book) read in both themes.
      await expectNoAxeViolations(page);
    }
  });
}

for (const screen of SCREENS) {
  test(`${screen.path.split('?')[0]} does not shift while it loads on a slow connection (CLS < 0.05)`, async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    await recordLayoutShifts(page);
    await signIn(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
    await page.goto(screen.path, { waitUntil: 'commit' });
    await loaded(page, screen, 150_000);
    const cls = await layoutShiftsSoFar(page);
    await testInfo.attach(`CLS of ${screen.path} on slow 3G`, { body: String(cls), contentType: 'text/plain' });
    expect(cls).toBeLessThan(0.05);
  });
}

test('the trades list gives each trade its time and the date once per day', async ({ page, request }, testInfo) => {
  // One trade yesterday, one now (Hong Kong time, the default zone, MM/DD/YYYY).
  await trading.clockOffset(request, -86_400_000);
  await dev.setPrice(request, 'btcusdt', '49000');
  await trading.clockOffset(request, 0);
  await dev.setPrice(request, 'btcusdt', '50000');
  const day = (ms: number) => new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Hong_Kong', year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms);
  const now = Date.now();
  await signIn(page);
  await page.goto('/detail?symbol=btcusdt');
  await page.getByRole('tab', { name: 'Trades' }).click();
  const list = page.getByTestId('recent-trades');
  const days = list.getByTestId('trades-day');
  await expect(days.filter({ hasText: day(now - 86_400_000) })).toHaveCount(1);
  // Each day once, newest first (an earlier test may have left trades on other days).
  const said = await days.allTextContents();
  expect(said).toContain(day(now));
  expect(new Set(said).size).toBe(said.length);
  expect(said.indexOf(day(now))).toBeLessThan(said.indexOf(day(now - 86_400_000)));
  const times = await list.getByTestId('trade-time').allTextContents();
  expect(times.length).toBeGreaterThan(1);
  for (const time of times) expect(time).toMatch(/^\d{2}:\d{2}:\d{2}( GMT\+8)?$/);
  // The date is not repeated on the rows.
  await expect(list.locator('[data-direction]').filter({ hasText: day(now) })).toHaveCount(0);
  // The book's columns: a price and an amount, not "Last price" twice.
  await page.getByRole('tab', { name: 'Order book' }).click();
  await expect(page.getByTestId('book-bids')).toContainText('Price (USDT)');
  await expect(page.getByTestId('book-asks')).toContainText('Amount (BTC)');
  await expect(page.getByTestId('depth-book')).not.toContainText('Last price');
  await attachScreenshot(page, testInfo, '/detail trades');
});

test('the ways to trade from the detail keep each label on one line, in English and Russian', async ({ page }, testInfo) => {
  await signIn(page);
  for (const language of ['en', 'ru']) {
    await page.evaluate((lang) => localStorage.setItem('Atrium_LANGUAGE', lang), language);
    await page.goto('/detail?symbol=btcusdt');
    const links = page.locator('[data-testid^="trade-"]');
    await expect(links).toHaveCount(3);
    // The distinct tops of each label's text boxes: one line, one top.
    const lines = await links.evaluateAll((all) =>
      all.map((link) => {
        const range = document.createRange();
        const text = [...link.querySelectorAll('*'), link].flatMap((el) => [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE));
        const tops = new Set<number>();
        for (const node of text) {
          range.selectNodeContents(node);
          for (const r of range.getClientRects()) if (r.width > 0) tops.add(Math.round(r.top));
        }
        return tops.size;
      }),
    );
    expect(lines).toEqual([1, 1, 1]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await attachScreenshot(page, testInfo, `/detail ${language}`);
  }
});
