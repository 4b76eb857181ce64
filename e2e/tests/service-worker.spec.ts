import { expect, test } from '@playwright/test';
import { dev } from './support';

test.use({ serviceWorkers: 'allow' });
test.beforeEach(async ({ request }) => dev.reset(request));

test('the app is installable, and its service worker makes a warm start take hashed files from its cache, even offline', async ({ page, context }) => {
  await page.goto('/home');
  await expect(page.getByTestId('coin-btcusdt')).toBeVisible();
  const manifest = await page.evaluate(async () => (await fetch(document.querySelector<HTMLLinkElement>('link[rel=manifest]')!.href)).json());
  expect(manifest).toMatchObject({ name: 'Atrium', start_url: '/home', display: 'standalone' });
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  // The next load is the first the worker controls; it fills its cache. The one after is warm.
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expect(page.getByTestId('coin-btcusdt')).toBeVisible();
  const fromWorker: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.fromServiceWorker()) fromWorker.push(new URL(response.url()).pathname);
  });
  await page.reload();
  await expect(page.getByTestId('coin-btcusdt')).toBeVisible();
  expect(fromWorker.some((path) => /^\/main\.[0-9a-f]{8}\.js$/.test(path))).toBe(true);

  // Offline, the shell still starts from the cache: its page, config and code.
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('navigation', { name: /main sections/i })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});
