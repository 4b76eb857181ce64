import { expect, test } from '@playwright/test';
import { dev, signIn } from './support';
import { api, credit } from './funds-support';

/**
 * A loan's risk on the loan record (CONTRACT-DELTA "Loans", Risk): the loan-to-value at the
 * collateral's price beside the thresholds, the margin call once BTC falls past it, and the
 * liquidation after. The market is held still, BTC's price set by hand and the loan watch run
 * through /api/__dev/lending/settle instead of waited for.
 */
test.beforeEach(async ({ request }) => {
  await dev.reset(request);
  await dev.pauseMarket(request);
});
test.afterEach(async ({ request }) => {
  await dev.resumeMarket(request);
});

test('shows the LTV against the thresholds, the margin call as BTC falls, then the liquidation', async ({ page, request }) => {
  await dev.setPrice(request, 'btcusdt', '50000');
  await signIn(page);
  await credit(request, 'btc', '1');
  const products = await api<{ id: number; days: number }[]>(page, '/loan/products');
  const productId = products.data.find((p) => p.days === 30)!.id;
  // 1000 USDT for 30 days against 0.04 BTC: owes 1000.4 (a day's interest), LTV 50.02 %.
  const applied = await api<{ id: number }>(page, '/loan/apply', { method: 'POST', body: { productId, amount: '1000', collateralCoin: 'btc' } });
  expect(applied.code, applied.msg).toBe(200);
  const card = page.getByTestId(`loan-${applied.data.id}`);

  await page.goto('/loan-record');
  await expect(card.getByTestId('loan-ltv')).toHaveText('50.02%');
  await expect(card.getByTestId('loan-margin-call-ltv')).toHaveText('75%');
  await expect(card.getByTestId('loan-liquidation-ltv')).toHaveText('85%');
  await expect(card.getByTestId('loan-margin-call')).toHaveCount(0);

  // −34 %: 1000.4 ÷ 1,320 = 75.79 %: margin-called (the server's watch, then a fresh load).
  await dev.setPrice(request, 'btcusdt', '33000');
  await dev.post(request, 'lending/settle');
  await page.reload();
  await expect(card.getByTestId('loan-ltv')).toHaveText('75.79%');
  await expect(card.getByTestId('loan-margin-call')).toContainText('Margin call: this loan is above 75% of its collateral’s value.');

  // −42 %: 86.24 %: the 0.04 BTC sold at 29,000 for 1,160 USDT, 159.6 returned.
  await dev.setPrice(request, 'btcusdt', '29000');
  await dev.post(request, 'lending/settle');
  await page.reload();
  await expect(card).toContainText('Liquidated');
  await expect(card.getByTestId('loan-returned')).toHaveText('159.6 USDT');
  await expect(card.getByTestId('loan-margin-call')).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Repay' })).toHaveCount(0);
});
