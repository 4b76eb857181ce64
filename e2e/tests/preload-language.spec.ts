import { expect, test } from '@playwright/test';
import { dev } from './support';

test.beforeEach(async ({ request }) => dev.reset(request));

/**
 * The page's first reads in the visitor's language (issue 22): a preload cannot send the
 * `language` header, so the page names the language in the read's URL (server/CONTRACT-DELTA.md
 * "Early reads in the visitor's language"); no read of the settings goes out in English for a
 * German reader.
 */
test('a German reader’s next page preloads and reads the settings in German, never in English', async ({ page }) => {
  await page.goto('/language-selection');
  await page.getByRole('radio', { name: 'Deutsch' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  const settingsReads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/common/getAllSetting') settingsReads.push(`${url.searchParams.get('lang') ?? request.headers()['language'] ?? 'none'}`);
  });
  await page.goto('/home');
  // The static host wrote the preloads in German.
  await expect(page.locator('link[rel=preload][as=fetch]')).toHaveCount(2);
  expect(await page.locator('link[rel=preload][as=fetch]').evaluateAll((links) => links.map((link) => new URL(link.getAttribute('href')!).search))).toEqual([
    '?lang=de',
    '?lang=de',
  ]);
  await expect(page.getByRole('navigation', { name: 'Hauptbereiche' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // The preload answered the entry's read and the client took it: one German read, none in English.
  expect(settingsReads).toEqual(['de']);
});

test('a visitor who never chose keeps the default reads, without a language in their URL', async ({ page }) => {
  await page.goto('/home');
  expect(await page.locator('link[rel=preload][as=fetch]').evaluateAll((links) => links.map((link) => new URL(link.getAttribute('href')!).pathname))).toEqual([
    '/api/common/getAllSetting',
    '/api/common/getCoinList',
  ]);
  expect(await page.locator('link[rel=preload][as=fetch]').evaluateAll((links) => links.every((link) => !link.getAttribute('href')!.includes('lang=')))).toBe(true);
});
