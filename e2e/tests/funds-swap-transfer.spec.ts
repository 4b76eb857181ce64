import { expect, test } from '@playwright/test';
import { dev, signIn } from './support';
import { available } from './funds-support';

test.beforeEach(async ({ request }) => {
  await dev.reset(request);
  await dev.pauseMarket(request);
});
test.afterEach(async ({ request }) => dev.resumeMarket(request));

test('swaps USDT to BTC and back, the balances following', async ({ page }) => {
  await signIn(page);
  const usdt = Number(await available(page, 'usdt'));
  await page.goto('/swap');
  await page.getByLabel('To', { exact: true }).selectOption('btc');
  await expect(page.getByTestId('swap-rate')).toContainText('BTC');
  await page.getByRole('textbox', { name: 'You pay' }).fill('100');
  await expect(page.getByRole('textbox', { name: 'You receive' })).not.toHaveValue('');
  await page.getByRole('button', { name: 'Swap', exact: true }).click();
  await expect(page.getByText(/Swapped: you received .* BTC/)).toBeVisible();
  expect(Number(await available(page, 'usdt'))).toBeCloseTo(usdt - 100, 6);
  const btc = await available(page, 'btc');
  expect(Number(btc)).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Swap the two sides' }).click();
  await page.getByRole('button', { name: 'Max' }).click();
  await page.getByRole('button', { name: 'Swap', exact: true }).click();
  await expect(page.getByText(/Swapped: you received .* USDT/)).toBeVisible();
  expect(Number(await available(page, 'btc'))).toBeLessThan(Number(btc));
});

test('transfers from funding to spot', async ({ page }) => {
  await signIn(page);
  const funding = Number(await available(page, 'usdt'));
  const spot = Number(await available(page, 'usdt', 'spot'));
  await page.goto('/transfer');
  await page.getByRole('textbox', { name: 'Amount' }).fill('10');
  await page.getByRole('button', { name: 'Transfer' }).click();
  await expect(page.getByText('Transfer complete')).toBeVisible();
  expect(Number(await available(page, 'usdt'))).toBeCloseTo(funding - 10, 6);
  expect(Number(await available(page, 'usdt', 'spot'))).toBeCloseTo(spot + 10, 6);
});
