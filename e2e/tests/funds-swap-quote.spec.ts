import { expect, test } from '@playwright/test';
import { confirmSheet, dev, signIn } from './support';
import { available, fieldsOf, requestsTo } from './funds-support';

test.beforeEach(async ({ request }) => {
  await dev.reset(request);
  await dev.pauseMarket(request);
  await dev.setPrice(request, 'btcusdt', '50000');
});
test.afterEach(async ({ request }) => {
  await dev.realClock(request);
  await dev.resumeMarket(request);
});

// Issue 21: a swap is made at the quote its confirmation showed. The page's clock stands still
// (setFixedTime: its countdown moves only when the test moves it, whatever the machine's speed);
// the server's clock is driven past the quote's 10 s by the development clock endpoint.
test('the swap confirmation counts its quote down; a stale quote is refused with a fresh one, which fills', async ({ page, request }) => {
  const start = Date.now();
  await page.clock.setFixedTime(start);
  await signIn(page);
  const before = { usdt: Number(await available(page, 'usdt')), btc: Number(await available(page, 'btc')) };
  await page.goto('/swap');
  await expect(page.getByTestId('swap-rate')).toContainText('BTC');
  const swaps = requestsTo(page, '/texchange/currencyExchange');
  await page.getByRole('textbox', { name: 'You pay' }).fill('100');
  await page.getByRole('button', { name: 'Swap', exact: true }).click();
  const timer = confirmSheet(page).getByRole('timer');
  await expect(timer).toHaveText('Price held for 10 s: you receive exactly this if you confirm in time.');
  await expect(confirmSheet(page)).toContainText('You receive0.001996 BTC');
  await page.clock.setFixedTime(start + 3_000);
  await expect(timer).toContainText('Price held for 7 s');

  // 11 s later on the server, BTC at 40000: the quote is stale there.
  await dev.post(request, 'clock', { offsetMs: 11_000 });
  await dev.setPrice(request, 'btcusdt', '40000');
  await confirmSheet(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(confirmSheet(page).getByRole('alert')).toHaveText('The price changed. Check the new price and confirm again.');
  await expect(confirmSheet(page)).toContainText('You receive0.002495 BTC');
  await expect(timer).toContainText('Price held for 10 s');
  await expect(page.getByRole('textbox', { name: 'You pay' })).toHaveValue('100');

  await confirmSheet(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('swap-received')).toHaveText('0.002495 BTC');
  expect(swaps).toHaveLength(2);
  const [stale, fresh] = swaps.map(fieldsOf);
  expect(fresh).toMatchObject({ from: 'usdt', to: 'btc', amount: '100', minReceived: '0.002495' });
  expect(fresh!.quoteId).not.toBe(stale!.quoteId);
  expect(Number(await available(page, 'usdt'))).toBeCloseTo(before.usdt - 100, 6);
  expect(Number(await available(page, 'btc'))).toBeCloseTo(before.btc + 0.002495, 8);
});
