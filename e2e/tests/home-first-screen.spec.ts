import { expect, test, type APIRequestContext } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { layoutShiftsSoFar, recordLayoutShifts } from './layout-shifts';

/**
 * /home's first screen in the HTML (issue 24): the static host writes the first banner and coin
 * rows into the page, so /home's largest paint needs no script, and the app takes their place
 * without moving what was painted. It never holds the page for the API.
 */

/** The static host's development hook: forget its first-screen readings and delay its reads (cdn/src/shell-origin.ts). */
async function firstScreenReads(request: APIRequestContext, delayMs: number) {
  expect((await request.put(`${BASE_URL}/__first-screen`, { data: { delayMs } })).status()).toBe(204);
}

/** Waits until the host has /home's first screen at hand (its first read may outlast the page's wait on a busy machine). */
async function firstScreenReady(request: APIRequestContext) {
  await firstScreenReads(request, 0);
  await expect.poll(async () => (await request.get(`${BASE_URL}/home`)).text()).toContain('data-atrium-first-banner');
}

test.afterEach(({ request }) => firstScreenReads(request, 0));

test('without JavaScript, /home shows the brand, the first banner and the first coin rows', async ({ browser, request }) => {
  await firstScreenReady(request);
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/home');
  await expect(page.locator('[data-atrium-brand]')).toHaveText('Atrium');
  const banner = page.locator('img[data-atrium-first-banner]');
  await expect(banner).toBeVisible();
  await expect(banner).toHaveAttribute('fetchpriority', 'high');
  await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.locator('.app-shell__symbol')).toHaveText(['BTC/USDT', 'ETH/USDT', 'BNB/USDT', 'SOL/USDT', 'XRP/USDT', 'DOGE/USDT']);
  await context.close();
});

/** The widths the HTML's boxes are checked at: the root font grows with the width up to its cap (index.html). */
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 820, height: 1180 },
  { name: 'desktop', width: 1280, height: 800 },
];

for (const viewport of VIEWPORTS) {
  test(`on a ${viewport.name}, the app takes over /home from the HTML without a layout shift, showing the same banner`, async ({ browser, request }) => {
    await firstScreenReady(request);
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await recordLayoutShifts(page);
    const response = await page.goto('/home');
    const htmlBanner = /<img class="app-shell__banner" data-atrium-first-banner src="([^"]+)"/.exec(await response!.text())?.[1];
    expect(htmlBanner).toMatch(/\/api\/static\/banners\/atrium-welcome\.svg$/);
    // The app's /home: its rows, its banner, and the notices in the box kept for them.
    await expect(page.getByTestId('coin-btcusdt')).toBeVisible();
    await expect(page.getByTestId('notice-strip')).toBeVisible();
    await expect(page.locator('img[data-atrium-first-banner]')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Promotions' }).locator('img').first()).toHaveAttribute('src', htmlBanner!);
    // The bound is 0.05; the notices arriving without their box kept measured 0.048 on a
    // phone, so a shift of that kind fails here well before it reaches the bound. The app keeps the
    // HTML's screen until the settings and coin lists are in (bootstrap.tsx): drawing /home before
    // them had the banner and shortcuts push the markets down (0.09–0.28 on a busy machine).
    expect(await layoutShiftsSoFar(page)).toBeLessThanOrEqual(0.01);
    await context.close();
  });
}

for (const viewport of VIEWPORTS) {
  test(`on a ${viewport.name}, the HTML's first coin row is where the app's first coin row is after it takes over`, async ({ browser, request }) => {
    await firstScreenReady(request);
    // The HTML alone: no script draws anything.
    const still = await browser.newContext({ javaScriptEnabled: false, viewport });
    const htmlPage = await still.newPage();
    await htmlPage.goto('/home');
    const htmlRow = await htmlPage.locator('.app-shell__coin').first().boundingBox();
    await still.close();
    // The app, once its notices are in (a visitor's first visit, the reference of the HTML's boxes).
    const live = await browser.newContext({ viewport });
    const appPage = await live.newPage();
    await appPage.goto('/home');
    await expect(appPage.getByTestId('notice-strip')).toBeVisible();
    await expect(appPage.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link').first()).toBeVisible();
    const appRow = await appPage.getByTestId('coin-btcusdt').boundingBox();
    await live.close();
    expect(htmlRow).not.toBeNull();
    expect(Math.abs(htmlRow!.y - appRow!.y)).toBeLessThanOrEqual(1);
    expect(Math.abs(htmlRow!.height - appRow!.height)).toBeLessThanOrEqual(1);
  });
}

test('a slow API does not hold the page: the HTML goes out as the app shell and the app draws /home', async ({ page, request }) => {
  await firstScreenReads(request, 20_000);
  const response = await page.goto('/home');
  const html = await response!.text();
  expect(html).not.toContain('data-atrium-first-banner');
  expect(html).toContain('data-atrium-first-screen');
  await expect(page.getByTestId('coin-btcusdt')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Promotions' }).locator('img').first()).toBeVisible();
});

for (const viewport of VIEWPORTS) {
  test(`on a ${viewport.name}, the notices arrive in a box as tall as their strip: the rows do not move`, async ({ browser }) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    // The notices' read is held until the rows' place is taken with the box kept for them.
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/notice/list?*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/home');
    await expect(page.getByTestId('notice-strip-pending')).toBeVisible();
    await expect(page.getByTestId('coin-btcusdt')).toBeVisible();
    const before = await page.getByTestId('coin-btcusdt').boundingBox();
    answer();
    await expect(page.getByTestId('notice-strip')).toBeVisible();
    const after = await page.getByTestId('coin-btcusdt').boundingBox();
    expect(Math.abs(after!.y - before!.y)).toBeLessThanOrEqual(1);
    await context.close();
  });
}
