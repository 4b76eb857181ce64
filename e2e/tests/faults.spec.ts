import { expect, test } from '@playwright/test';
import { dev, remoteFault, shortRemoteTimeout } from './support';

test.beforeEach(async ({ request }) => {
  await dev.reset(request);
  await remoteFault(request, 'content', 'none');
});
test.afterEach(async ({ request }) => remoteFault(request, 'content', 'none'));

test('with the content remote down, home keeps working and its routes show a fallback that retries', async ({ page, request }) => {
  await remoteFault(request, 'content', 'down');
  await page.goto('/home');
  await expect(page.getByTestId('coin-btcusdt')).toBeVisible();
  await expect(page.getByRole('navigation', { name: /main sections/i })).toBeVisible();

  await page.goto('/help');
  await expect(page.getByTestId('remote-fallback')).toBeVisible();
  await expect(page.getByText('This section is unavailable')).toBeVisible();

  await remoteFault(request, 'content', 'none');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/help/i);
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
});

test('a remote that dies after boot shows its fallback in place, and retry loads it', async ({ page, request }) => {
  await shortRemoteTimeout(page);
  await page.goto('/home');
  await expect(page.getByTestId('coin-btcusdt')).toBeVisible();
  // The route tables are in; now the remote's files stop answering (a timeout, not an error).
  await remoteFault(request, 'content', 'hang');
  await page.getByRole('link', { name: /help/i }).first().click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByTestId('remote-fallback')).toBeVisible();
  // The tab bar and the rest of the shell still work.
  await remoteFault(request, 'content', 'none');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/help/i);
});
