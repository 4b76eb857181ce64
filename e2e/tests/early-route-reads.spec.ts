import { expect, test, type Page, type Request } from '@playwright/test';
import { dev, signIn } from './support';

/**
 * A remote page's first reads start with the navigation (issue 24): the static host names the
 * reads of the path's route table (`firstReads`) in the HTML, the shell's entry sends them with
 * the session token, and the page's own identical request is answered from them. Asserted as a
 * mechanism, not a time: the read is made while every script of the page's remote is held back,
 * and only once.
 */

const BALANCES = '**/api/asset/assetBalance*';
/** Every script of the funds release on the CDN origin: its entry, its routes and its pages. */
const FUNDS_SCRIPTS = /\/funds\/[^/]+\/.+\.js$/;

// A reseed: the demo user's seeded pop-ups (mails, activities) would cover the screen.
test.beforeEach(async ({ request }) => {
  await dev.reset(request);
});

/** The requests for the balances the page makes from now on. */
function balanceReads(page: Page): Request[] {
  const reads: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/asset/assetBalance') reads.push(request);
  });
  return reads;
}

test('cold /assets asks for its balances before any of its code has arrived, once, and shows them', async ({ page }) => {
  await signIn(page);
  // Every funds script waits until the balances have been asked for: a read made meanwhile came from the HTML and the entry.
  let releaseScripts = () => undefined as void;
  const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve));
  let heldScripts = 0;
  await page.route(FUNDS_SCRIPTS, async (route) => {
    heldScripts += 1;
    await scriptsReleased;
    await route.continue();
  });
  const reads = balanceReads(page);
  const asked = page.waitForRequest(BALANCES);

  await page.goto('/assets');
  const early = await asked;
  expect(early.method()).toBe('POST');
  expect(early.headers().authorization).toBeTruthy();
  // The page's code was asked for too (the HTML preloads it), and is held: none of it has arrived, let alone run.
  await expect.poll(() => heldScripts).toBeGreaterThan(0);
  releaseScripts();

  await expect(page.getByTestId('balance-funding-usdt')).toBeVisible();
  // The page's own read was answered by the early one: nothing more went out, and none is left waiting.
  expect(reads).toHaveLength(1);
  expect(await page.evaluate(() => [...((window as { __ATRIUM_EARLY_GETS__?: Map<string, unknown> }).__ATRIUM_EARLY_GETS__?.keys() ?? [])].filter((key) => key.includes('assetBalance')))).toEqual([]);
});

test('a signed-out visitor’s /assets sends no signed-in read: the page says to sign in without one', async ({ page }) => {
  const reads = balanceReads(page);
  await page.goto('/assets');
  await expect(page.getByRole('textbox', { name: /username/i })).toBeVisible();
  // The entry has sent its early reads (the app, which shows the form, runs after it): none was the balances.
  const early = await page.evaluate(() => (window as { __ATRIUM_EARLY_GETS__?: Map<string, unknown> }).__ATRIUM_EARLY_GETS__);
  expect(early).toBeDefined();
  expect(reads).toHaveLength(0);
});

/** /nft's first screen shows the first five pictures asked for (three collections, two items), each asked for once: the preload answered the image. */
async function expectFirstScreenShows(page: Page, pictures: string[]) {
  const firstScreen = page.locator('[data-testid="nft-collection"] img, [data-testid="nft-card"] img[loading="eager"]');
  await expect(firstScreen).toHaveCount(5);
  await expect.poll(() => firstScreen.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete))).toBe(true);
  const shown = await firstScreen.evaluateAll((images) => images.map((image) => new URL((image as HTMLImageElement).src).pathname));
  expect([...shown].sort()).toEqual(pictures.slice(0, 5).sort());
  for (const path of shown) expect(pictures.filter((asked) => asked === path)).toHaveLength(1);
}

test.describe('the pictures a first read names', () => {
  // Without the service worker the page's own requests for the pictures are the ones seen here.
  test.use({ serviceWorkers: 'block' });

  test('cold /nft asks for its first screen’s pictures (the collections in view, the first row of items) before any of its code has arrived', async ({ page }) => {
    await signIn(page);
    let releaseScripts = () => undefined as void;
    const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route(/\/nft\/[^/]+\/.+\.js$/, async (route) => {
      await scriptsReleased;
      await route.continue();
    });
    const pictures: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image' && new URL(request.url()).pathname.startsWith('/api/static/nft/')) pictures.push(new URL(request.url()).pathname);
    });

    await page.goto('/nft');
    // Preloaded from the early reads' answers while every nft script is held: three collections and two items.
    await expect.poll(() => pictures.length).toBe(5);
    releaseScripts();
    await expect(page.getByTestId('nft-card').first()).toBeVisible();
    await expectFirstScreenShows(page, pictures);
  });

  test('cold /nft asks for its public pictures (the first row of items) with the HTML, before its own reads have answered', async ({ page }) => {
    await signIn(page);
    // The browser's reads of the marketplace are held: only the static host's own reading names the pictures.
    let releaseReads = () => undefined as void;
    const readsReleased = new Promise<void>((resolve) => (releaseReads = resolve));
    await page.route('**/api/nft/**', async (route) => {
      await readsReleased;
      await route.continue();
    });
    const pictures: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image' && new URL(request.url()).pathname.startsWith('/api/static/nft/')) pictures.push(new URL(request.url()).pathname);
    });

    const response = await page.goto('/nft');
    const html = (await response!.text()).split('</head>')[0]!;
    expect(html.match(/<link rel="preload" as="image" href="[^"]+\/api\/static\/nft\/[^"]+" fetchpriority="high">/g)).toHaveLength(2);
    await expect.poll(() => pictures.length).toBe(2);
    releaseReads();
    await expect(page.getByTestId('nft-card').first()).toBeVisible();
    // The entry's own preloads of them, once the reads answer, find them already asked for.
    await expectFirstScreenShows(page, pictures);
  });
});
