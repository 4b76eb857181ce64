import { expect, test, type Page } from '@playwright/test';
import { dev, signIn } from './support';
import { expectAvailable, trading } from './trading-orders-support';

/**
 * The order screens against the reference API, with the market held still and prices set by
 * hand. Expected balances are computed here in exact decimals from the trade config
 * (contract fee 0.0005 of the notional at open and at close; spot fee 0.001 of what is received;
 * second contract 30 s pays 0.8).
 */
test.beforeEach(async ({ request }) => {
  await dev.reset(request);
  await dev.pauseMarket(request);
});
test.afterEach(async ({ request }) => {
  await trading.clockOffset(request, 0);
  await dev.resumeMarket(request);
});

async function openLong(page: Page, margin: string, takeProfit?: string) {
  await page.goto('/tradeU?symbol=btcusdt');
  await expect(page.getByTestId('last-price')).toHaveText('50000.00');
  await expect(page.getByTestId('contract-available')).toHaveText('1000.00');
  await expect(page.getByRole('button', { name: '10×' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('textbox', { name: 'Margin (USDT)' }).fill(margin);
  if (takeProfit) await page.getByRole('textbox', { name: 'Take-profit price (optional)' }).fill(takeProfit);
  await page.getByRole('button', { name: 'Open long' }).click();
  await expect(page.getByText('Order filled')).toBeVisible();
  await expect(page.getByTestId('position-row')).toHaveCount(1);
}

test('opens a long, follows the price, closes it, and the balance moves by PnL less both fees', async ({ page, request }) => {
  await dev.setPrice(request, 'btcusdt', '50000');
  await trading.credit(request, 'contract', '1000');
  await signIn(page);
  await openLong(page, '100');
  // Margin 100 × 10 = notional 1000 → 0.02 BTC at 50000; opening fee 0.5.
  await expectAvailable(page, 'usdt', 'contract', '899.5');
  const row = page.getByTestId('position-row');
  await expect(row).toContainText('45226.13');

  await dev.setPrice(request, 'btcusdt', '51000');
  // PnL 0.02 × (51000 − 50000) = 20, ROE 20 %, from the live price.
  await expect(row.getByTestId('position-pnl')).toHaveText('+20.0000');
  await expect(row).toContainText('+20.00%');

  await row.getByRole('button', { name: 'Close position' }).click();
  await page.getByRole('button', { name: 'Close at market price' }).click();
  await expect(page.getByText('No open positions')).toBeVisible();
  // 1000 − 0.5 (open) + 20 (PnL) − 0.51 (close: 0.02 × 51000 × 0.0005) = 1018.99
  await expectAvailable(page, 'usdt', 'contract', '1018.99');
  await expect(page.getByTestId('contract-available')).toHaveText('1018.99');
  await page.getByRole('tab', { name: 'Position history' }).click();
  await expect(page.getByTestId('position-status')).toHaveText('Closed');
});

test('a take-profit closes the position when the price reaches it, without a reload', async ({ page, request }) => {
  await dev.setPrice(request, 'btcusdt', '50000');
  await trading.credit(request, 'contract', '1000');
  await signIn(page);
  await openLong(page, '100', '50500');

  await dev.setPrice(request, 'btcusdt', '50600');
  expect((await trading.check(request)).takeProfits).toHaveLength(1);
  await expect(page.getByText('No open positions')).toBeVisible();
  await page.getByRole('tab', { name: 'Position history' }).click();
  await expect(page.getByTestId('position-status')).toHaveText('Take-profit');
  // 1000 − 0.5 (open) + 12 (PnL 0.02 × 600) − 0.506 (close: 0.02 × 50600 × 0.0005) = 1010.994
  await expectAvailable(page, 'usdt', 'contract', '1010.994');
  await expect(page.getByTestId('contract-available')).toHaveText('1010.99');
});

test('a second-contract order that wins pays amount × payoutRate on top of the amount', async ({ page, request }) => {
  await dev.setPrice(request, 'btcusdt', '50000');
  await trading.credit(request, 'contract', '1000');
  await signIn(page);
  await page.goto('/trade?symbol=btcusdt');
  await expect(page.getByTestId('second-available')).toHaveText('1000.00');
  await expect(page.getByRole('button', { name: /30 sec/ })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('textbox', { name: 'Amount' }).fill('100');
  await expect(page.getByTestId('second-preview')).toContainText('180.00 USDT');
  await page.getByRole('button', { name: 'Buy up' }).click();
  await page.getByRole('button', { name: 'I understand the risk' }).click();
  await expect(page.getByTestId('running-order')).toBeVisible();
  await expect(page.getByTestId('countdown')).toHaveText(/^0:[0-3]\d$/);
  await expectAvailable(page, 'usdt', 'contract', '900');

  await dev.setPrice(request, 'btcusdt', '50100');
  await trading.clockOffset(request, 31_000);
  expect((await trading.check(request)).secondSettled).toHaveLength(1);
  const result = page.getByRole('dialog', { name: 'Order settled' });
  await expect(result.getByTestId('settlement-result')).toHaveText('You won');
  await expect(result).toContainText('180.00 USDT');
  // 1000 − 100 + 100 × (1 + 0.8) = 1080: the balance grew by 100 × 0.8.
  await expectAvailable(page, 'usdt', 'contract', '1080');
  await expect(page.getByTestId('second-available')).toHaveText('1080.00');
  await result.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('No running orders')).toBeVisible();
});

test('a spot limit buy rests, fills when the price crosses it, and the coin arrives', async ({ page, request }) => {
  await dev.setPrice(request, 'btcusdt', '50000');
  await trading.credit(request, 'spot', '1000');
  await signIn(page);
  await page.goto('/tradeBB?symbol=btcusdt');
  await expect(page.getByTestId('spot-usdt')).toHaveText('1000.00');
  await expect(page.getByTestId('order-book')).toContainText('50000');
  await page.getByRole('textbox', { name: 'Limit price' }).fill('49000');
  await page.getByRole('textbox', { name: 'Amount (BTC)' }).fill('0.01');
  await expect(page.getByTestId('spot-preview')).toContainText('490.00 USDT');
  await page.getByRole('button', { name: 'Buy BTC' }).click();
  await expect(page.getByTestId('spot-order-row')).toContainText('Pending');
  // 0.01 × 49000 = 490 USDT held.
  await expectAvailable(page, 'usdt', 'spot', '510');

  await dev.setPrice(request, 'btcusdt', '48900');
  expect((await trading.check(request)).spotFills).toHaveLength(1);
  await expect(page.getByText('No open orders')).toBeVisible();
  // 0.01 BTC less the fee of 0.001 × 0.01 = 0.00001 BTC.
  await expectAvailable(page, 'btc', 'spot', '0.00999');
  await expect(page.getByTestId('spot-base')).toHaveText('0.0099');
});
