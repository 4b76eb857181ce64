import { expect, test } from '@playwright/test';
import { confirmSheet, dev, signIn } from './support';
import { available, requestsTo } from './funds-support';

test.beforeEach(async ({ request }) => {
  await dev.reset(request);
  await dev.pauseMarket(request);
  await dev.setPrice(request, 'btcusdt', '50000');
});
test.afterEach(async ({ request }) => dev.resumeMarket(request));

// Issue 20: the swap is no spec-guarded submit, yet it moves money. Its answer lost after the
// server made it, the user's second tap sends the same Idempotency-Key: one swap, and success.
test('a swap whose answer is lost, confirmed again, is made once and shown as done', async ({ page }) => {
  await signIn(page);
  const before = { usdt: Number(await available(page, 'usdt')), btc: Number(await available(page, 'btc')) };
  let dropped = false;
  await page.route('**/api/texchange/currencyExchange', async (route) => {
    if (dropped) return route.continue();
    dropped = true;
    // The server handles it; the browser never hears back.
    await route.fetch();
    await route.abort('connectionreset');
  });
  const swaps = requestsTo(page, '/texchange/currencyExchange');
  await page.goto('/swap');
  await expect(page.getByTestId('swap-rate')).toContainText('BTC');
  await page.getByRole('textbox', { name: 'You pay' }).fill('100');
  for (let tap = 0; tap < 2; tap++) {
    await page.getByRole('button', { name: 'Swap', exact: true }).click();
    await confirmSheet(page).getByRole('button', { name: 'Confirm' }).click();
    if (tap === 0) await expect(confirmSheet(page)).toBeHidden();
  }
  await expect(page.getByTestId('swap-received')).toHaveText('0.001996 BTC');
  expect(swaps).toHaveLength(2);
  const keys = await Promise.all(swaps.map((swap) => swap.headerValue('idempotency-key')));
  expect(keys[0]).toBeTruthy();
  expect(keys[1]).toBe(keys[0]);
  // One swap in the books: 100 USDT paid once, 0.001996 BTC received once.
  expect(Number(await available(page, 'usdt'))).toBeCloseTo(before.usdt - 100, 6);
  expect(Number(await available(page, 'btc'))).toBeCloseTo(before.btc + 0.001996, 8);
});
