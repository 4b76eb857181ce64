import { expect, test } from '@playwright/test';
import { dev } from './support';
import { recordSockets, socketLog } from './socket-support';

test.beforeEach(async ({ request }) => {
  await dev.reset(request);
  await dev.pauseMarket(request);
});
test.afterEach(async ({ request }) => dev.resumeMarket(request));

test('the home screen shows the home coins with live prices', async ({ page, request }) => {
  await dev.setPrice(request, 'btcusdt', '43210.98');
  await page.goto('/home');
  const btc = page.getByTestId('coin-btcusdt');
  // The kit's price formatter: grouped, fixed decimals.
  await expect(btc.getByTestId('price')).toHaveText('43,210.98');

  // A tick from the market socket changes the row without a reload.
  await dev.setPrice(request, 'btcusdt', '45000.5');
  await expect(btc.getByTestId('price')).toHaveText('45,000.50');
});

test('the home screen shows the latest notice and the tab bar', async ({ page, request }) => {
  const latest = (await (await request.get('/api/notice/list?key=NOTICE')).json()).rows[0] as { title: string };
  await page.goto('/');
  await expect(page.getByTestId('notice-strip')).toContainText(latest.title);
  await expect(page.getByRole('navigation', { name: /main sections/i })).toBeVisible();
  await expect(page).toHaveTitle(/Home · Atrium/);
});

test('every link of the home screen has a name a screen reader can say, the banners by their headlines', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('link', { name: 'Trade 24 assets, one account Spot, contracts and second contracts' })).toBeVisible();
  const unnamed = await page.locator('a').evaluateAll((links) =>
    links.filter((link) => !(link.getAttribute('aria-label') || link.textContent?.trim() || link.querySelector('img[alt]:not([alt=""])'))).length,
  );
  expect(unnamed).toBe(0);
});

test('a first visit asks for each of its reads once: the settings and coin lists from the page preloads, the notices', async ({ page }) => {
  await recordSockets(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/static/')) asked.push(`${request.resourceType()} ${url.pathname}${url.search}`);
  });
  await page.goto('/home');
  // The tab list has come (with the settings) and /home shows its notices and live prices: the
  // market socket opened (its resync asked for the coin lists, or took the boot's).
  await expect(page.getByRole('navigation', { name: /main sections/i })).toBeVisible();
  await expect(page.getByTestId('notice-strip')).toBeVisible();
  await expect.poll(async () => (await socketLog(page, 'market')).some((s) => s.openedAt !== null)).toBe(true);
  // Whatever those asked for has been sent once the page goes idle.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 0))));
  const count = (path: string) => asked.filter((line) => line.endsWith(path)).length;
  expect(count('/api/common/getAllSetting'), asked.join('\n')).toBe(1);
  expect(count('/api/common/getCoinList'), asked.join('\n')).toBe(1);
  expect(count('/api/notice/list?key=NOTICE'), asked.join('\n')).toBe(1);
  // The first two left with the HTML (preloads), before any script of the app: the API client
  // (XHR) and the entry's early reads (fetch) asked for neither again.
  expect(asked.filter((line) => /^(fetch|xhr) \/api\/common\//.test(line)), asked.join('\n')).toEqual([]);
});
