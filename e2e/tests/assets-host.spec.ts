import { expect, test, type Locator, type Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { dev } from './support';

test.beforeEach(async ({ request }) => dev.reset(request));

/** A separate assets host (spec §7 "Static assets come from a separate assets subdomain"), served from the platform's /api/static. */
const ASSETS = 'https://assets.atrium.test';

async function withAssetsHost(page: Page) {
  await page.route('**/platform/*/config.js*', async (route) => {
    const response = await route.fetch();
    const config = await response.text();
    const start = 'window.__ATRIUM_PLATFORM_CONFIG__ = {';
    if (!config.includes(start)) throw new Error('the tenant config does not start as expected');
    await route.fulfill({ response, body: config.replace(start, `${start} assetsBase: '${ASSETS}',`) });
  });
  await page.route(`${ASSETS}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    await route.fulfill({ response: await route.fetch({ url: `${BASE_URL}${pathname}` }) });
  });
}

/** Every image of `scope`: its address on the assets host, and drawn (it loaded). */
async function expectOnAssetsHost(images: Locator, what: string) {
  await expect(images.first(), what).toBeVisible();
  const seen = await images.evaluateAll((elements) => (elements as HTMLImageElement[]).map((img) => ({ src: img.currentSrc || img.src, complete: img.complete, width: img.naturalWidth })));
  expect(seen.length, what).toBeGreaterThan(0);
  for (const image of seen) expect(image.src, what).toMatch(new RegExp(`^${ASSETS}/api/static/`));
  await expect.poll(() => images.evaluateAll((elements) => (elements as HTMLImageElement[]).every((img) => img.complete && img.naturalWidth > 0)), what).toBe(true);
}

test('the server’s images (tab icons, banners, coin logos, the wordmark, flags) come from the tenant’s assets host', async ({ page, request }) => {
  await withAssetsHost(page);
  // The assets host is the page's config only (rewritten above), not the static host's: its HTML
  // goes out as the app shell here (its first-screen reads delayed), so the app draws every image.
  expect((await request.put(`${BASE_URL}/__first-screen`, { data: { delayMs: 20_000 } })).status()).toBe(204);
  await page.goto('/home');
  await expectOnAssetsHost(page.getByRole('navigation', { name: /main sections/i }).locator('img'), 'tab icons');
  await expectOnAssetsHost(page.getByRole('region', { name: /promotions/i }).locator('img').first(), 'the first banner');
  await expectOnAssetsHost(page.getByTestId('brand-logo'), 'the wordmark');
  await expectOnAssetsHost(page.locator('img[width="32"][height="32"]'), 'coin logos');
  // The first banner was preloaded from there too (banner-preload.ts).
  expect(await page.locator('link[rel=preload][as=image]').getAttribute('href')).toMatch(new RegExp(`^${ASSETS}/api/static/banners/`));

  await page.goto('/language-selection');
  await expectOnAssetsHost(page.getByRole('radiogroup').locator('img'), 'flags');
  expect((await request.put(`${BASE_URL}/__first-screen`, { data: { delayMs: 0 } })).status()).toBe(204);
});
