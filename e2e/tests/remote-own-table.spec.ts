import { expect, test, type Page, type Route } from '@playwright/test';
import { CDN_URL } from '../playwright.config';
import { signInQuickly } from './session-support';
import { dev } from './support';

test.beforeEach(async ({ request }) => dev.reset(request));

/**
 * A remote's page renders as soon as its own route table is in (shell/src/federation/
 * route-table-source.ts): the other remotes' manifests and tables, held back here, do not delay
 * it; a later path into one of them waits for its table. (A shell that waited for every table
 * would show the page only once the gate gave up on the held ones, each reported as a failed probe.)
 */
const SCREENS = [
  { path: '/quote', remote: 'trading', shown: (page: Page) => page.getByTestId('quote-list').getByTestId('quote-row-btcusdt') },
  { path: '/assets', remote: 'funds', shown: (page: Page) => page.getByTestId('balance-funding-usdt') },
];

const releaseRead = /\/([\w-]+)\/[\d.]+\/(mf-manifest|routes)\.json$/;

/** Holds every other remote's manifest and route table until `release` is called. */
async function holdOtherTables(page: Page, owner: string) {
  const held: Route[] = [];
  let released = false;
  await page.route(
    (url) => url.href.startsWith(CDN_URL) && releaseRead.test(url.pathname) && releaseRead.exec(url.pathname)![1] !== owner,
    async (route) => {
      if (released) await route.continue();
      else held.push(route);
    },
  );
  return {
    held,
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

for (const screen of SCREENS) {
  test(`${screen.path} shows while every other remote's manifest and route table is held back`, async ({ page }) => {
    await signInQuickly(page);
    await holdOtherTables(page, screen.remote);
    const gaveUp: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /probe failed/.test(message.text())) gaveUp.push(message.text());
    });

    await page.goto(screen.path);
    await expect(screen.shown(page)).toBeVisible({ timeout: 25_000 });
    expect(gaveUp, 'the page showed before the gate gave up on any held table').toEqual([]);
  });
}

test('a path of another remote opens once that remote’s table is let through', async ({ page }) => {
  await signInQuickly(page);
  const tables = await holdOtherTables(page, 'trading');
  await page.goto('/quote');
  await expect(page.getByTestId('quote-list').getByTestId('quote-row-btcusdt')).toBeVisible({ timeout: 25_000 });

  await page.locator('nav:has([data-tab-label])').getByRole('link', { name: 'Assets' }).click();
  // funds's table is asked for (the page's load or the navigation); held, /assets waits for it.
  await expect.poll(() => tables.held.some((route) => route.request().url().includes('/funds/'))).toBe(true);
  await expect(page.getByTestId('balance-funding-usdt')).toBeHidden();
  await tables.release();
  await expect(page.getByTestId('balance-funding-usdt')).toBeVisible({ timeout: 25_000 });
});
