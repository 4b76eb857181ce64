import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { confirmSheet, dev, signIn, tripleClick } from './support';
import { recordApiRequests, sentTo } from './defi-support';
import { api, available } from './funds-support';
import { clock } from './trading-market-support';

/**
 * Loans and token launches against the reference API, with the market held still, BTC's price
 * set by hand and the server clock moved instead of waited for. Expected figures are worked out
 * here from the seeded products (7 days at 0.05 % a day, ltv 0.5) and the open launch (NOVA at
 * 0.05 USDT, ends three days after the seed). A loan, a repayment and an application are sent only
 * from their confirmation's Confirm, and once.
 */
const DAY_MS = 86_400_000;

test.beforeEach(async ({ request }) => {
  await dev.reset(request);
  await dev.pauseMarket(request);
});
test.afterEach(async ({ request }) => {
  await clock.reset(request);
  await dev.resumeMarket(request);
});

async function credit(request: APIRequestContext, coin: string, amount: string) {
  const response = await request.post(`${BASE_URL}/api/__dev/credit`, { data: { loginName: 'demo', coin, amount, account: 'funding' } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Sets the demo user's available funding balance of a coin (the seed gives it some): all of it out, then `amount` in. */
async function fund(page: Page, request: APIRequestContext, coin: string, amount: string) {
  const seeded = await available(page, coin);
  if (Number(seeded) !== 0) await credit(request, coin, `-${seeded}`);
  await credit(request, coin, amount);
}

async function settle(request: APIRequestContext) {
  const response = await request.post(`${BASE_URL}/api/__dev/lending/settle`);
  expect(response.ok(), await response.text()).toBe(true);
}

/** The funding account's available and frozen amounts of a coin, once they have become `expected`. */
async function expectFunding(page: Page, coin: string, expected: { available: string; frozen: string }) {
  await expect
    .poll(async () => {
      const body = await api<{ balances: { coin: string; account: string; available: string; frozen: string }[] }>(page, '/asset/assetBalance');
      const row = body.data.balances.find((b) => b.coin === coin && b.account === 'funding');
      return { available: row?.available ?? '0', frozen: row?.frozen ?? '0' };
    })
    .toEqual(expected);
}

test('borrows against BTC, repays after three days with the interest of three days, and gets the collateral back', async ({ page, request }) => {
  await dev.setPrice(request, 'btcusdt', '50000');
  await signIn(page);
  const sent = recordApiRequests(page);
  await fund(page, request, 'btc', '1');
  await fund(page, request, 'usdt', '200');
  const start = await clock.now(request);
  await clock.set(request, start);

  await page.goto('/loan');
  await expect(page.getByRole('button', { name: '7 days · 0.05% a day' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('loan-price')).toContainText('50,000.00');
  await expect(page.getByTestId('loan-collateral-available')).toHaveText('1 BTC');
  await expect(page.getByText('Borrow from 100 to 50,000 USDT')).toBeVisible();
  await page.getByRole('textbox', { name: 'Amount to borrow' }).fill('1,000');
  // 1000 × 0.05 % × 7 = 3.5; collateral 1000 ÷ 0.5 ÷ 50000 = 0.04 BTC.
  await expect(page.getByTestId('loan-interest')).toHaveText('3.5 USDT');
  await expect(page.getByTestId('loan-total')).toHaveText('1,003.5 USDT');
  await expect(page.getByTestId('loan-collateral')).toHaveText('0.04 BTC');
  await page.getByRole('button', { name: 'Borrow' }).click();
  const sheet = page.getByRole('dialog', { name: 'Confirm the loan' });
  await expect(sheet).toContainText('Amount to borrow1,000 USDT');
  await expect(sheet).toContainText('Term7 days');
  await expect(sheet).toContainText('Daily interest rate0.05%');
  await expect(sheet).toContainText('Interest over the term3.5 USDT');
  await expect(sheet).toContainText('Total repayment1,003.5 USDT');
  await expect(sheet).toContainText('Collateral required0.04 BTC');
  await expect(sheet).toContainText('Paid into your funding account1,000 USDT');
  expect(sentTo(sent, /\/api\/loan\/apply$/)).toHaveLength(0);
  await sheet.getByRole('button', { name: 'Confirm' }).click();

  await expect(page).toHaveURL(/\/loan-record$/);
  const card = page.getByRole('region', { name: /^Loan \d+$/ });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Active');
  await expect(card.getByTestId('loan-collateral')).toHaveText('0.04 BTC');
  expect(sentTo(sent, /\/api\/loan\/apply$/).map((r) => r.postDataJSON())).toEqual([{ productId: expect.any(Number), amount: '1000', collateralCoin: 'btc' }]);
  await expect(page.getByTestId('loan-usdt-available')).toHaveText('1,200 USDT');
  await expectFunding(page, 'usdt', { available: '1200', frozen: '0' });
  await expectFunding(page, 'btc', { available: '0.96', frozen: '0.04' });

  // Just under three days later: three begun days are charged, 1000 × 0.05 % × 3 = 1.5.
  await clock.set(request, start + 3 * DAY_MS - 60_000);
  await page.reload();
  await expect(card.getByTestId('loan-interest')).toHaveText('1.5 USDT');
  await expect(card.getByTestId('loan-total')).toHaveText('1,001.5 USDT');
  await card.getByRole('button', { name: 'Repay' }).click();
  const dialog = page.getByRole('dialog', { name: 'Repay the loan' });
  await expect(dialog.getByTestId('repay-total')).toHaveText('1,001.5 USDT');
  await expect(dialog.getByTestId('repay-available')).toHaveText('1,200 USDT');
  await expect(dialog).toContainText('Paid fromFunding account');
  await expect(dialog).toContainText('Collateral released to your funding account0.04 BTC');
  expect(sentTo(sent, /\/api\/loan\/repay$/)).toHaveLength(0);
  await dialog.getByRole('button', { name: 'Confirm' }).click();

  await expect(dialog).toBeHidden();
  await expect(card).toContainText('Repaid');
  await expect(page.getByTestId('loan-usdt-available')).toHaveText('198.5 USDT');
  expect(sentTo(sent, /\/api\/loan\/repay$/)).toHaveLength(1);
  await expectFunding(page, 'usdt', { available: '198.5', frozen: '0' });
  await expectFunding(page, 'btc', { available: '1', frozen: '0' });
});

test('refuses a loan the collateral does not cover, keeping the amount', async ({ page, request }) => {
  await dev.setPrice(request, 'btcusdt', '50000');
  await signIn(page);
  await fund(page, request, 'btc', '0.01');
  await page.goto('/loan');
  const amount = page.getByRole('textbox', { name: 'Amount to borrow' });
  await amount.fill('50');
  await page.getByRole('button', { name: 'Borrow' }).click();
  await expect(page.getByText('The minimum is 100 USDT.')).toBeVisible();
  await expect(confirmSheet(page)).toHaveCount(0);
  // 1000 needs 0.04 BTC; 0.01 is there.
  await amount.fill('1000');
  await expect(page.getByRole('alert').filter({ hasText: 'Not enough collateral: 0.04 BTC is needed' })).toBeVisible();
  await expect(amount).toHaveValue('1000');
  await page.getByRole('button', { name: 'Borrow' }).click();
  await expect(confirmSheet(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/loan$/);
});

test('three clicks on Confirm in the same instant borrow once: one request, one loan, one credit and one collateral hold', async ({ page, request }) => {
  await dev.setPrice(request, 'btcusdt', '50000');
  await signIn(page);
  await fund(page, request, 'btc', '1');
  await fund(page, request, 'usdt', '200');
  const sent = recordApiRequests(page);

  await page.goto('/loan');
  await page.getByRole('textbox', { name: 'Amount to borrow' }).fill('2500');
  await page.getByRole('button', { name: 'Borrow' }).click();
  // 2500 ÷ 0.5 ÷ 50000 = 0.1 BTC.
  await expect(confirmSheet(page)).toContainText('Collateral required0.1 BTC');
  await tripleClick(confirmSheet(page).getByRole('button', { name: 'Confirm' }));
  await expect(page).toHaveURL(/\/loan-record$/);

  expect(sentTo(sent, /\/api\/loan\/apply$/)).toHaveLength(1);
  const loans = await api<{ amount: string; collateralAmount: string }[]>(page, '/loan/list');
  expect(loans.data.map((l) => [l.amount, l.collateralAmount])).toEqual([['2500', '0.1']]);
  await expectFunding(page, 'usdt', { available: '2700', frozen: '0' });
  await expectFunding(page, 'btc', { available: '0.9', frozen: '0.1' });
});

test('applies to the open launch, and after its end the tokens are allocated', async ({ page, request }) => {
  const start = await clock.now(request);
  await signIn(page);
  await fund(page, request, 'usdt', '500');
  const sent = recordApiRequests(page);

  await page.goto('/subscription');
  const nova = page.getByRole('link', { name: /^Nova Network\b/ });
  await expect(nova).toContainText('Open');
  await expect(nova.getByRole('timer')).toHaveText(/^2 days \d\d:\d\d:\d\d$/);
  await nova.click();
  await expect(page).toHaveURL(/\/subscription\/info\?id=\d+$/);
  await expect(page.getByTestId('launch-description')).toContainText('layer-2 network');
  await page.getByRole('link', { name: 'Apply' }).click();

  await expect(page).toHaveURL(/\/subscription\/apply\?id=\d+$/);
  await expect(page.getByTestId('apply-available')).toHaveText('500 USDT');
  await page.getByRole('textbox', { name: 'Amount to apply with' }).fill('100');
  // 100 ÷ 0.05 = 2000 NOVA if allocated in full.
  await expect(page.getByTestId('apply-tokens')).toHaveText('2,000 NOVA');
  await page.getByRole('button', { name: 'Submit application' }).click();
  const sheet = page.getByRole('dialog', { name: 'Confirm the application' });
  await expect(sheet).toContainText('Amount to apply with100 USDT');
  await expect(sheet).toContainText('Paid fromFunding account');
  await expect(sheet).toContainText('Price1 NOVA = 0.05 USDT');
  await expect(sheet).toContainText('Tokens at full allocation2,000 NOVA');
  await expectFunding(page, 'usdt', { available: '500', frozen: '0' });
  expect(sentTo(sent, /\/api\/subscription\/apply$/)).toHaveLength(0);
  await sheet.getByRole('button', { name: 'Confirm' }).click();

  await expect(page).toHaveURL(/\/subscription\/order$/);
  expect(sentTo(sent, /\/api\/subscription\/apply$/).map((r) => r.postDataJSON())).toEqual([{ launchId: expect.any(Number), amount: '100' }]);
  const application = page.getByRole('region', { name: 'Nova Network' });
  await expect(application).toContainText('Waiting for allocation');
  await expect(application.getByTestId('application-amount')).toHaveText('100 USDT');
  await expectFunding(page, 'usdt', { available: '400', frozen: '100' });

  // Past the launch's end (three days after the seed): the allocation runs.
  await clock.set(request, start + 4 * DAY_MS);
  await settle(request);
  await page.reload();
  await expect(application).toContainText('Allocated');
  // Far from oversubscribed (2,000,000 NOVA offered): everything is allocated, nothing returned.
  await expect(application.getByTestId('application-allocated')).toHaveText('2,000 NOVA');
  await expect(application.getByTestId('application-refunded')).toHaveText('0 USDT');
  await expectFunding(page, 'usdt', { available: '400', frozen: '0' });
  await expectFunding(page, 'nova', { available: '2000', frozen: '0' });
});
