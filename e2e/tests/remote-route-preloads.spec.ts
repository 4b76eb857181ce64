import { expect, test, type Page } from '@playwright/test';
import { CDN_URL } from '../playwright.config';
import { signInQuickly } from './session-support';
import { dev } from './support';

test.beforeEach(async ({ request }) => dev.reset(request));

/**
 * The static host writes a remote page's request chain into its HTML (cdn/src/route-preloads.ts):
 * a cold load asks for each remote file once (the preload and its user agree on CORS mode), and
 * the page's own chunks are on their way before the remote's entry script has even arrived.
 */
const SCREENS = [
  { path: '/quote', remote: 'trading', signedIn: false, shown: (page: Page) => page.getByTestId('quote-list').getByTestId('quote-row-btcusdt') },
  { path: '/assets', remote: 'funds', signedIn: true, shown: (page: Page) => page.getByTestId('balance-funding-usdt') },
];

/** The release files a page of the remote needs beyond its entry (the build's page-assets.json): its page's chunks, its English messages. */
async function pageFiles(page: Page, remote: string, path: string): Promise<string[]> {
  const response = await page.request.get(`${CDN_URL}/${remote}/1.0.0/page-assets.json`);
  expect(response.ok()).toBe(true);
  const assets = (await response.json()) as { pages: Record<string, string[]>; locales: Record<string, string[]> };
  const files = [...(assets.locales.en ?? []), ...(assets.pages[path] ?? [])];
  expect(files.length).toBeGreaterThan(0);
  return files.map((file) => `${CDN_URL}/${remote}/1.0.0/${file}`);
}

for (const screen of SCREENS) {
  test(`a cold load of ${screen.path} asks for ${screen.remote}'s files once, its page's chunks before its entry arrived`, async ({ page }) => {
    if (screen.signedIn) await signInQuickly(page);
    const files = await pageFiles(page, screen.remote, screen.path);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url().split('?')[0]!));
    // The entry is held until every file of the page has been asked for: were they asked for only
    // once the entry (and the code after it) ran, the page would never show.
    const entry = `${CDN_URL}/${screen.remote}/1.0.0/remoteEntry.js`;
    const pageFilesAskedFor = expect.poll(() => files.filter((file) => !requested.includes(file)), { timeout: 20_000 }).toEqual([]);
    await page.route(entry, async (route) => {
      await pageFilesAskedFor;
      await route.continue();
    });

    await page.goto(screen.path);
    await expect(screen.shown(page)).toBeVisible({ timeout: 25_000 });

    const once = (url: string) => expect(requested.filter((asked) => asked === url), url).toHaveLength(1);
    once(entry);
    for (const file of files) once(file);
    const reads = requested.filter((url) => /\/(mf-manifest|routes)\.json$/.test(url) && url.startsWith(CDN_URL));
    expect(reads.length).toBeGreaterThanOrEqual(2);
    expect(new Set(reads).size, 'each manifest and route table once').toBe(reads.length);
    once(`${CDN_URL}/${screen.remote}/1.0.0/mf-manifest.json`);
    once(`${CDN_URL}/${screen.remote}/1.0.0/routes.json`);
    // Asked for by the HTML's links, not by the remote's code.
    const initiators = await page.evaluate((urls) => urls.map((url) => (performance.getEntriesByName(url)[0] as PerformanceResourceTiming | undefined)?.initiatorType), [entry, ...files]);
    expect(new Set(initiators)).toEqual(new Set(['link']));
  });
}

test('/home names no remote file in its HTML', async ({ page }) => {
  const html = await (await page.request.get('/home')).text();
  expect(html).not.toContain(CDN_URL);
});
