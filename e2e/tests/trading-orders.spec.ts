import { expect, test, type Page } from '@playwright/test';
import { api } from './funds-support';
import { confirmSheet, dev, signIn, tripleClick } from './support';
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

/** The orders, positions and second-contract orders the server holds for the signed-in user. */
const made = {
  contract: async (page: Page) => (await api<unknown[]>(page, '/contract/order/list')).data.length,
  spot: async (page: Page) => (await api<unknown[]>(page, '/currency/order/orderList?pageNum=1&pageSize=50')).total,
  second: async (page: Page) => (await api<unknown[]>(page, '/secondContractOrder/selectOrderList', { method: 'POST', body: { pageNum: 1, pageSize: 50 } })).total,
};

/** Counts the requests the page sends to an endpoint. */
function requestsTo(page: Page, path: string) {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === `/api${path}`) count += 1;
  });
  return () => count;
}

async function openContract(page: Page) {
  await page.goto('/tradeU?symbol=btcusdt');
  await expect(page.getByTestId('last-price')).toHaveText('50,000.00');
  await expect(page.getByTestId('contract-available')).toHaveText('1,000');
  await expect(page.getByRole('button', { name: '10×' })).toHaveAttribute('aria-pressed', 'true');
}

async function openLong(page: Page, margin: string, takeProfit?: string) {
  await openContract(page);
  await page.getByRole('textbox', { name: 'Margin (USDT)' }).fill(margin);
  if (takeProfit) await page.getByRole('textbox', { name: 'Take-profit price (optional)' }).fill(takeProfit);
  await page.getByRole('button', { name: 'Open long' }).click();
  await expect(confirmSheet(page)).toContainText('From your contract account');
  await confirmSheet(page).getByRole('button', { name: 'Confirm' }).click();
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
  await expect(row).toContainText('45,226.13');

  await dev.setPrice(request, 'btcusdt', '51000');
  // PnL 0.02 × (51000 − 50000) = 20, ROE 20 %, from the live price.
  await expect(row.getByTestId('position-pnl')).toHaveText('+20');
  await expect(row).toContainText('+20.00%');

  await row.getByRole('button', { name: 'Close position' }).click();
  // What comes back is said before: 100 + 20 − 0.51.
  await expect(confirmSheet(page)).toContainText('about 119.49 USDT');
  await confirmSheet(page).getByRole('button', { name: 'Close at market price' }).click();
  await expect(page.getByText('No open positions')).toBeVisible();
  // 1000 − 0.5 (open) + 20 (PnL) − 0.51 (close: 0.02 × 51000 × 0.0005) = 1018.99
  await expectAvailable(page, 'usdt', 'contract', '1018.99');
  await expect(page.getByTestId('contract-available')).toHaveText('1,018.99');
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
  await expect(page.getByTestId('contract-available')).toHaveText('1,010.99');
});

test('a second-contract order that wins pays amount × payoutRate on top of the amount', async ({ page, request }) => {
  await dev.setPrice(request, 'btcusdt', '50000');
  await trading.credit(request, 'contract', '1000');
  await signIn(page);
  await page.goto('/trade?symbol=btcusdt');
  await expect(page.getByTestId('second-available')).toHaveText('1,000');
  await expect(page.getByRole('button', { name: /30 seconds/ })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('textbox', { name: 'Amount' }).fill('100');
  await expect(page.getByTestId('second-preview')).toContainText('180 USDT');
  await page.getByRole('button', { name: 'Buy up' }).click();
  await page.getByRole('button', { name: 'I understand the risk' }).click();
  await expect(confirmSheet(page)).toContainText('Payout if you win180 USDT');
  await confirmSheet(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('running-order')).toBeVisible();
  await expect(page.getByTestId('countdown')).toHaveText(/^0:[0-3]\d$/);
  await expectAvailable(page, 'usdt', 'contract', '900');

  await dev.setPrice(request, 'btcusdt', '50100');
  await trading.clockOffset(request, 31_000);
  expect((await trading.check(request)).secondSettled).toHaveLength(1);
  const result = page.getByRole('dialog', { name: 'Order settled' });
  await expect(result.getByTestId('settlement-result')).toHaveText('You won');
  await expect(result).toContainText('180 USDT');
  // 1000 − 100 + 100 × (1 + 0.8) = 1080: the balance grew by 100 × 0.8.
  await expectAvailable(page, 'usdt', 'contract', '1080');
  await expect(page.getByTestId('second-available')).toHaveText('1,080');
  await result.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('No running orders')).toBeVisible();
});

test('a spot limit buy rests, fills when the price crosses it, and the coin arrives', async ({ page, request }) => {
  await dev.setPrice(request, 'btcusdt', '50000');
  await trading.credit(request, 'spot', '1000');
  await signIn(page);
  await page.goto('/tradeBB?symbol=btcusdt');
  await expect(page.getByTestId('spot-usdt')).toHaveText('1,000');
  await expect(page.getByTestId('order-book')).toContainText('50,000');
  await page.getByRole('textbox', { name: 'Limit price' }).fill('49,000');
  await page.getByRole('textbox', { name: 'Amount (BTC)' }).fill('0.01');
  await expect(page.getByTestId('spot-preview')).toContainText('490 USDT');
  await page.getByRole('button', { name: 'Buy BTC' }).click();
  await expect(confirmSheet(page)).toContainText('Held in your spot account490 USDT');
  await confirmSheet(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('spot-order-row')).toContainText('Pending');
  // 0.01 × 49000 = 490 USDT held.
  await expectAvailable(page, 'usdt', 'spot', '510');

  await dev.setPrice(request, 'btcusdt', '48900');
  expect((await trading.check(request)).spotFills).toHaveLength(1);
  await expect(page.getByText('No open orders')).toBeVisible();
  // 0.01 BTC less the fee of 0.001 × 0.01 = 0.00001 BTC.
  await expectAvailable(page, 'btc', 'spot', '0.00999');
  await expect(page.getByTestId('spot-base')).toHaveText('0.00999');
});

test('a contract order is sent only from its confirmation, and three taps on Confirm in one instant place one order', async ({ page, request }) => {
  await dev.setPrice(request, 'btcusdt', '50000');
  await trading.credit(request, 'contract', '1000');
  await signIn(page);
  const sent = requestsTo(page, '/contract/order/submit');
  await openContract(page);
  await page.getByRole('textbox', { name: 'Margin (USDT)' }).fill('100');
  await page.getByRole('button', { name: 'Open long' }).click();
  await expect(confirmSheet(page)).toContainText('Margin100 USDT');
  // Cancelled: nothing sent, the form kept.
  await confirmSheet(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(confirmSheet(page)).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Margin (USDT)' })).toHaveValue('100');
  expect(sent()).toBe(0);
  expect(await made.contract(page)).toBe(0);

  await page.getByRole('button', { name: 'Open long' }).click();
  await tripleClick(confirmSheet(page).getByRole('button', { name: 'Confirm' }));
  await expect(page.getByText('Order filled')).toBeVisible();
  await expect(page.getByTestId('position-row')).toHaveCount(1);
  expect(sent()).toBe(1);
  expect(await made.contract(page)).toBe(1);
  await expectAvailable(page, 'usdt', 'contract', '899.5');
});

test('a spot order is sent only from its confirmation, and three taps on Confirm in one instant place one order', async ({ page, request }) => {
  await dev.setPrice(request, 'btcusdt', '50000');
  await trading.credit(request, 'spot', '1000');
  await signIn(page);
  const sent = requestsTo(page, '/currency/order/submit');
  await page.goto('/tradeBB?symbol=btcusdt');
  await expect(page.getByTestId('spot-usdt')).toHaveText('1,000');
  await page.getByRole('radio', { name: 'Market', exact: true }).click();
  await page.getByRole('textbox', { name: 'Amount (BTC)' }).fill('0.01');
  await page.getByRole('button', { name: 'Buy BTC' }).click();
  await expect(confirmSheet(page)).toContainText('Quantity0.01 BTC');
  expect(sent()).toBe(0);
  expect(await made.spot(page)).toBe(0);
  await tripleClick(confirmSheet(page).getByRole('button', { name: 'Confirm' }));
  await expect(page.getByText('Order filled')).toBeVisible();
  expect(sent()).toBe(1);
  expect(await made.spot(page)).toBe(1);
  // 0.01 × 50000 = 500 USDT paid, once.
  await expectAvailable(page, 'usdt', 'spot', '500');
});

test('a second-contract order is sent only from its confirmation, and three taps on Confirm in one instant place one order', async ({ page, request }) => {
  await dev.setPrice(request, 'btcusdt', '50000');
  await trading.credit(request, 'contract', '1000');
  await signIn(page);
  const sent = requestsTo(page, '/secondContractOrder/createSecondContractOrder');
  await page.goto('/trade?symbol=btcusdt');
  await expect(page.getByTestId('second-available')).toHaveText('1,000');
  await page.getByRole('textbox', { name: 'Amount' }).fill('100');
  await page.getByRole('button', { name: 'Buy up' }).click();
  await page.getByRole('button', { name: 'I understand the risk' }).click();
  await expect(confirmSheet(page)).toContainText('From your contract account100 USDT');
  expect(sent()).toBe(0);
  expect(await made.second(page)).toBe(0);
  await tripleClick(confirmSheet(page).getByRole('button', { name: 'Confirm' }));
  await expect(page.getByTestId('running-order')).toHaveCount(1);
  expect(sent()).toBe(1);
  expect(await made.second(page)).toBe(1);
  await expectAvailable(page, 'usdt', 'contract', '900');
});

test('"Transfer in" on /tradeU leads to /transfer with the contract account as the destination, and the money lands there', async ({ page, request }) => {
  await dev.setPrice(request, 'btcusdt', '50000');
  // Less than the smallest order (10 USDT margin and its fee): the transfer is offered.
  await trading.credit(request, 'contract', '5');
  await signIn(page);
  await page.goto('/tradeU?symbol=btcusdt');
  await expect(page.getByTestId('contract-available')).toHaveText('5');
  await page.getByRole('link', { name: 'Transfer in to the contract account' }).click();
  await expect(page).toHaveURL(/\/transfer\?to=contract$/);
  await page.getByRole('textbox', { name: 'Amount' }).fill('20');
  await page.getByRole('button', { name: 'Transfer' }).click();
  await confirmSheet(page).getByRole('button', { name: 'Confirm' }).click();
  await expectAvailable(page, 'usdt', 'contract', '25');
});
