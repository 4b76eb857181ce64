import { expect, test } from '@playwright/test';
import { confirmSheet, dev, signIn, tripleClick } from './support';
import { available, balanceOf, fieldsOf, requestsTo } from './funds-support';

test.beforeEach(async ({ request }) => {
  await dev.reset(request);
  await dev.pauseMarket(request);
  await dev.setPrice(request, 'btcusdt', '50000');
});
test.afterEach(async ({ request }) => dev.resumeMarket(request));

test('swaps USDT to BTC and back after confirming each, the balances following', async ({ page }) => {
  await signIn(page);
  const usdt = Number(await available(page, 'usdt'));
  const btcBefore = Number(await available(page, 'btc'));
  await page.goto('/swap');
  await page.getByLabel('To', { exact: true }).selectOption('btc');
  await expect(page.getByTestId('swap-rate')).toContainText('BTC');
  await page.getByRole('textbox', { name: 'You pay' }).fill('100');
  await expect(page.getByRole('textbox', { name: 'You receive' })).toHaveValue('0.001996');
  await page.getByRole('button', { name: 'Swap', exact: true }).click();
  await expect(confirmSheet(page)).toContainText('You pay100 USDT');
  await expect(confirmSheet(page)).toContainText('You receive0.001996 BTC');
  await expect(confirmSheet(page)).toContainText('Arrives inFunding');
  await confirmSheet(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('swap-received')).toHaveText('0.001996 BTC');
  expect(Number(await available(page, 'usdt'))).toBeCloseTo(usdt - 100, 6);
  const btc = await available(page, 'btc');
  expect(Number(btc)).toBeCloseTo(btcBefore + 0.001996, 8);

  await page.getByRole('button', { name: 'Swap the two sides' }).click();
  await page.getByRole('button', { name: 'Max' }).click();
  await page.getByRole('button', { name: 'Swap', exact: true }).click();
  await expect(confirmSheet(page)).toContainText(`You pay${btc} BTC`);
  await confirmSheet(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('swap-received')).toHaveText(/ USDT$/);
  expect(await available(page, 'btc')).toBe('0');
});

test('three clicks in the same instant on the swap’s Confirm make one swap: one request, one movement', async ({ page }) => {
  await signIn(page);
  const before = { usdt: Number(await available(page, 'usdt')), btc: Number(await available(page, 'btc')) };
  await page.goto('/swap');
  await expect(page.getByTestId('swap-rate')).toContainText('BTC');
  const swaps = requestsTo(page, '/texchange/currencyExchange');
  await page.getByRole('textbox', { name: 'You pay' }).fill('50');
  await tripleClick(page.getByRole('button', { name: 'Swap', exact: true }));
  await expect(confirmSheet(page)).toBeVisible();
  expect(swaps).toHaveLength(0);
  await tripleClick(confirmSheet(page).getByRole('button', { name: 'Confirm' }));
  await expect(page.getByTestId('swap-received')).toHaveText('0.000998 BTC');
  expect(swaps).toHaveLength(1);
  expect(fieldsOf(swaps[0]!)).toMatchObject({ from: 'usdt', to: 'btc', amount: '50' });
  expect(Number(await available(page, 'usdt'))).toBeCloseTo(before.usdt - 50, 6);
  expect(Number(await available(page, 'btc'))).toBeCloseTo(before.btc + 0.000998, 8);
});

test('transfers from funding to spot after a confirmation that says where the money goes', async ({ page }) => {
  await signIn(page);
  const funding = Number(await available(page, 'usdt'));
  const spot = Number(await available(page, 'usdt', 'spot'));
  await page.goto('/transfer');
  await expect(page.getByTestId('transfer-destination')).toHaveText('Arrives in your spot account.');
  await page.getByRole('textbox', { name: 'Amount' }).fill('10');
  await page.getByRole('button', { name: 'Transfer' }).click();
  await expect(confirmSheet(page)).toContainText('Amount10 USDT');
  await expect(confirmSheet(page)).toContainText('From accountFunding');
  await expect(confirmSheet(page)).toContainText('To accountSpot');
  await expect(confirmSheet(page)).toContainText('Arrives in your spot account.');
  await confirmSheet(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Transfer complete: 10 USDT')).toBeVisible();
  expect(Number(await available(page, 'usdt'))).toBeCloseTo(funding - 10, 6);
  expect(Number(await available(page, 'usdt', 'spot'))).toBeCloseTo(spot + 10, 6);
});

test('three clicks in the same instant on the transfer’s Confirm make one transfer: one request, one movement', async ({ page }) => {
  await signIn(page);
  const funding = Number(await available(page, 'usdt'));
  const spot = Number(await available(page, 'usdt', 'spot'));
  await page.goto('/transfer');
  const transfers = requestsTo(page, '/asset/transferFunds');
  await page.getByRole('textbox', { name: 'Amount' }).fill('7.5');
  await page.getByRole('button', { name: 'Transfer' }).click();
  await expect(confirmSheet(page)).toBeVisible();
  expect(transfers).toHaveLength(0);
  await tripleClick(confirmSheet(page).getByRole('button', { name: 'Confirm' }));
  await expect(page.getByText('Transfer complete: 7.5 USDT')).toBeVisible();
  expect(transfers).toHaveLength(1);
  expect(fieldsOf(transfers[0]!)).toMatchObject({ coin: 'usdt', amount: '7.5', from: 'funding', to: 'spot' });
  expect(Number(await available(page, 'usdt'))).toBeCloseTo(funding - 7.5, 6);
  expect(Number(await available(page, 'usdt', 'spot'))).toBeCloseTo(spot + 7.5, 6);
});

test('"Transfer in" to the contract account: /transfer?to=contract shows contract as the destination, and the money lands there', async ({ page }) => {
  await signIn(page);
  const contract = await balanceOf(page, 'usdt', 'contract');
  const funding = Number(await available(page, 'usdt'));
  await page.goto('/transfer?to=contract');
  await expect(page.getByLabel('To account')).toHaveValue('contract');
  await expect(page.getByLabel('From account')).toHaveValue('funding');
  await expect(page.getByTestId('transfer-destination')).toHaveText('Arrives in your contract account.');
  await page.getByRole('textbox', { name: 'Amount' }).fill('25');
  await page.getByRole('button', { name: 'Transfer' }).click();
  await expect(confirmSheet(page)).toContainText('To accountContract');
  await expect(confirmSheet(page)).toContainText('Arrives in your contract account.');
  await confirmSheet(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Transfer complete: 25 USDT')).toBeVisible();
  expect(Number((await balanceOf(page, 'usdt', 'contract')).available)).toBeCloseTo(Number(contract.available) + 25, 6);
  expect(Number(await available(page, 'usdt'))).toBeCloseTo(funding - 25, 6);
  // The screen opens on the preset again, ready for another transfer in.
  await expect(page.getByLabel('To account')).toHaveValue('contract');
});
