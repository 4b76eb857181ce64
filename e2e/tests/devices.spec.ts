import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { COLUMN_MAX, bodyTextSize, columnPlacement, horizontalOverflow, settled } from './accessibility-layout';
import { DEMO, dev } from './support';

/**
 * The mobile column on a phone, a tablet and a desktop (issue 22): the root font size follows the
 * CSS viewport up to the 540 px column and no further, so text reads at a body size of 13 to 21 px
 * on each, nothing sticks out sideways, and the column (with its tab bar) stays centred at 540 px
 * at most with the page background beyond. A screenshot of each screen goes into the report.
 */
const DEVICES = [
  { name: 'phone', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  { name: 'tablet', viewport: { width: 820, height: 1180 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 2, isMobile: false, hasTouch: false },
] as const;

/** The screens, in visiting order: /sign-in while signed out, then the rest as the demo user. */
const SCREENS: { path: string; ready: (page: Page) => Promise<void> }[] = [
  { path: '/sign-in', ready: (page) => expect(page.getByRole('button', { name: /^sign in$/i })).toBeVisible() },
  { path: '/home', ready: (page) => expect(page.getByTestId('coin-btcusdt').getByTestId('price')).toHaveText(/\d/) },
  { path: '/quote', ready: (page) => expect(page.getByTestId('quote-tab-spot')).toBeVisible() },
  { path: '/assets', ready: (page) => expect(page.getByTestId('balance-funding-usdt')).toBeVisible() },
  { path: '/tradeU', ready: (page) => expect(page.getByTestId('order-book')).toBeVisible() },
  { path: '/uplan', ready: (page) => expect(page.getByRole('link', { name: /Starter Plan/ })).toBeVisible() },
];

async function demoToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/user/login', { data: { signType: 3, loginName: DEMO.username, loginPassword: DEMO.password } });
  return ((await login.json()) as { data: { satoken: string } }).data.satoken;
}

test.beforeEach(async ({ request }) => {
  await dev.reset(request);
  await dev.pauseMarket(request);
});
test.afterEach(async ({ request }) => dev.resumeMarket(request));

for (const { name, ...device } of DEVICES) {
  test.describe(`on a ${name} (${device.viewport.width}×${device.viewport.height} at dpr ${device.deviceScaleFactor})`, () => {
    test.use(device);

    test('every key screen reads at body size in a centred column, with nothing sticking out', async ({ page, request }, testInfo) => {
      const expectedColumn = Math.min(device.viewport.width, COLUMN_MAX);
      for (const screen of SCREENS) {
        await test.step(screen.path, async () => {
          // Signed in after /sign-in, by the session a sign-in stores (the sign-in flow has tests of its own).
          if (screen.path === '/home') await page.addInitScript((token) => localStorage.setItem('Atrium_TOKEN', token), await demoToken(request));
          await page.goto(screen.path);
          await screen.ready(page);
          await settled(page);
          // The root font size the rule gives: the placeholder's and the script's, the same.
          expect(await page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).fontSize))).toBeCloseTo(expectedColumn / 10, 1);

          const text = await bodyTextSize(page);
          expect.soft(text, `${screen.path}: body text size`).toBeGreaterThanOrEqual(13);
          expect.soft(text, `${screen.path}: body text size`).toBeLessThanOrEqual(21);
          expect.soft(await horizontalOverflow(page), `${screen.path}: sideways overflow`).toEqual([]);

          const { viewport, column, outside } = await columnPlacement(page);
          expect.soft(column.right - column.left, `${screen.path}: column width`).toBeCloseTo(expectedColumn, 0);
          // Centred: as much page background on the left as on the right.
          expect.soft(Math.abs(column.left - (viewport - column.right)), `${screen.path}: column centred`).toBeLessThanOrEqual(1);
          expect.soft(outside, `${screen.path}: fixed boxes outside the column`).toEqual([]);

          await testInfo.attach(`${name} ${screen.path}`, { body: await page.screenshot(), contentType: 'image/png' });
        });
      }
    });
  });
}
