import { expect, test } from '@playwright/test';
import { confirmSheet, dev, signIn } from './support';
import { credit, fieldsOf, openSignedIn, requestsTo } from './funds-support';

/**
 * Amounts a careful user can trust on the funds screens: what is typed is never rewritten, read in
 * the user's script, and one value reads the same on every screen that shows it.
 */
test.beforeEach(async ({ request }) => {
  await dev.reset(request);
  await dev.pauseMarket(request);
  await dev.setPrice(request, 'btcusdt', '50000');
});
test.afterEach(async ({ request }) => dev.resumeMarket(request));

test('a small swap into BTC: what the result says arrived reads exactly as the BTC balance on /assets', async ({ page, request }) => {
  // The funding account's BTC emptied first, so the balance is what the swap brings.
  await credit(request, 'btc', '-0.5');
  await signIn(page);
  await page.goto('/swap');
  await expect(page.getByTestId('swap-rate')).toContainText('BTC');
  await page.getByRole('textbox', { name: 'You pay' }).fill('7.4294');
  await page.getByRole('button', { name: 'Swap', exact: true }).click();
  // 7.4294 / 50000 × 0.998, floored to 8 decimals: 0.00014829 (once shown as 0.0001).
  await expect(confirmSheet(page)).toContainText('You receive0.00014829 BTC');
  await confirmSheet(page).getByRole('button', { name: 'Confirm' }).click();
  const received = page.getByTestId('swap-received');
  await expect(received).toHaveText('0.00014829 BTC');
  const amount = (await received.textContent())!.replace(/ BTC$/, '');

  await page.goto('/assets');
  const row = page.getByTestId('balance-funding-btc');
  await expect(row.getByTestId('balance-available')).toHaveText(amount);
  await row.getByRole('button').click();
  await expect(page.getByTestId('balance-detail-available')).toHaveText(`${amount} BTC`);
});

test('a balance reads the same on /assets, as /transfer’s available and as /withdraw-apply’s available', async ({ page, request }) => {
  await credit(request, 'usdt', '0.5678');
  await signIn(page);
  await page.goto('/assets');
  const row = page.getByTestId('balance-funding-usdt');
  await expect(row.getByTestId('balance-available')).toHaveText('10,000.56');
  await row.getByRole('button').click();
  // The balance's detail: every decimal.
  await expect(page.getByTestId('balance-detail-available')).toHaveText('10,000.5678 USDT');

  await page.goto('/transfer');
  await expect(page.getByTestId('transfer-available')).toHaveText('10,000.56 USDT');
  await page.goto('/withdraw-apply?coin=usdt&chain=TRC20');
  await expect(page.getByTestId('withdraw-available')).toHaveText('10,000.56 USDT');
});

test('in Arabic, ٣٤ typed into the swap amount is 34: the confirmation says 34 USDT, the field still shows ٣٤', async ({ page, request }) => {
  await openSignedIn(page, request, 'ar');
  await page.goto('/swap');
  await expect(page.getByTestId('swap-rate')).toContainText('BTC');
  const field = page.locator('input[name="from-amount"]');
  await field.fill('٣٤');
  const swaps = requestsTo(page, '/texchange/currencyExchange');
  await page.locator('form button[type="submit"]').click();
  await expect(confirmSheet(page)).toContainText('34 USDT');
  await expect(field).toHaveValue('٣٤');
  expect(swaps).toHaveLength(0);
  // Confirm is the sheet's last button (Cancel, then Confirm).
  await confirmSheet(page).getByRole('button').last().click();
  await expect(page.getByTestId('swap-received')).toBeVisible();
  expect(swaps).toHaveLength(1);
  expect(fieldsOf(swaps[0]!)).toMatchObject({ amount: '34' });
});

test('the swap amount keeps what is typed: 1e30 and -3 say why and cannot be sent, 1,000.50 is 1000.5', async ({ page }) => {
  await signIn(page);
  await page.goto('/swap');
  await expect(page.getByTestId('swap-rate')).toContainText('BTC');
  const field = page.getByRole('textbox', { name: 'You pay' });
  const swaps = requestsTo(page, '/texchange/currencyExchange');

  for (const [typed, message] of [
    ['1e30', 'Write it out in full, without “e”.'],
    ['-3', 'Enter it without a minus sign.'],
  ] as const) {
    await field.fill(typed);
    await expect(field).toHaveValue(typed);
    await expect(page.getByText(message)).toBeVisible();
    await page.getByRole('button', { name: 'Swap', exact: true }).click();
    await expect(confirmSheet(page)).toHaveCount(0);
    await expect(field).toHaveValue(typed);
  }

  await field.fill('1,000.50');
  await expect(field).toHaveValue('1,000.50');
  await expect(field).not.toHaveAttribute('aria-invalid');
  await page.getByRole('button', { name: 'Swap', exact: true }).click();
  await expect(confirmSheet(page)).toContainText('You pay1,000.5 USDT');
  expect(swaps).toHaveLength(0);
  await confirmSheet(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('swap-paid')).toHaveText('1,000.5 USDT');
  expect(swaps).toHaveLength(1);
  expect(fieldsOf(swaps[0]!)).toMatchObject({ from: 'usdt', to: 'btc', amount: '1000.5' });
});
