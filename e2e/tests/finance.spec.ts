import { expect, test, type Page } from '@playwright/test';
import { closePopupsWhenShown } from './account-support';
import { api, available } from './funds-support';
import { dev, signIn } from './support';

/**
 * The defi-finance remote's wealth and pledge screens on the reference API: buying a product
 * through /buyFunds, its income after the clock moves on, redeeming it; a members-only product
 * refused to a lower level; a pledge and its order list. The demo user is VIP2.
 */

const DAY_MS = 86_400_000;

interface Product {
  id: number;
  kind: string;
  coin: string;
  name: string;
  days: number;
  vipLevel: number;
  dailyRate: string;
}

async function products(page: Page, kind: 'financial' | 'pledge'): Promise<Product[]> {
  const body = await api<Product[]>(page, `/financial/list?kind=${kind}&audience=all`);
  expect(body.code, body.msg).toBe(200);
  return body.data;
}

test.beforeEach(async ({ page, request }) => {
  await dev.reset(request);
  await dev.realClock(request);
  await closePopupsWhenShown(page);
});

test.afterEach(async ({ request }) => {
  await dev.realClock(request);
});

test('a flexible product bought through /buyFunds earns after the clock moves on, and redeeming returns the balance', async ({ page, request }) => {
  await dev.post(request, 'credit', { loginName: 'demo', coin: 'usdt', amount: '5000' });
  await signIn(page);
  const flexible = (await products(page, 'financial')).find((p) => p.days === 0 && p.vipLevel === 0);
  expect(flexible).toBeDefined();
  const before = await available(page, 'usdt');

  await page.goto('/financial');
  await page.getByTestId(`product-${flexible!.id}`).click();
  await expect(page).toHaveURL(new RegExp(`/financialDetails/${flexible!.id}$`));
  await page.getByRole('link', { name: 'Buy' }).click();
  await expect(page).toHaveURL(new RegExp(`/buyFunds/${flexible!.id}$`));
  await page.getByRole('textbox', { name: 'Amount' }).fill('1000');
  // 1000 × 0.3 % a day.
  await expect(page.getByTestId('estimate-daily')).toHaveText('3.0000 USDT');
  await page.getByRole('button', { name: 'Buy' }).click();
  await expect(page.getByText('Please accept the agreement first.')).toBeVisible();
  await page.getByRole('checkbox', { name: /accept the wealth management agreement/ }).check();
  await page.getByRole('button', { name: 'Buy' }).click();
  await expect(page).toHaveURL(/\/myInvestment$/);
  expect(Number(await available(page, 'usdt'))).toBe(Number(before) - 1000);

  // Two days on, exactly one whole UTC day has been held since the day of the purchase (the
  // purchase's own day does not count, and the second day has not closed): one day's income.
  await dev.post(request, 'clock', { offsetMs: 2 * DAY_MS });
  await dev.post(request, 'finance/accrue');
  await page.reload();
  const row = page.getByTestId('order-list').locator('li').filter({ hasText: flexible!.name });
  await expect(row.getByTestId('order-accrued')).toHaveText('3.0000 USDT');
  await expect(row.getByTestId('order-amount')).toHaveText('1000.00 USDT');

  await row.getByRole('button', { name: 'Redeem' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('redeem-penalty')).toHaveText('No penalty: you keep all the income earned.');
  await dialog.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByText('You hold nothing here yet.')).toBeVisible();
  // The principal is back and the day's income stays.
  expect(Number(await available(page, 'usdt'))).toBe(Number(before) + 3);
  await page.getByRole('tab', { name: 'Ended' }).click();
  await expect(page.getByTestId('order-list').locator('li').filter({ hasText: flexible!.name })).toContainText('Redeemed');
});

test('a members-only product above the user’s level is marked, its Buy disabled, and the server refuses it', async ({ page }) => {
  await signIn(page);
  const premier = (await products(page, 'financial')).find((p) => p.vipLevel > 2);
  expect(premier).toBeDefined();

  await page.goto('/membersOnly');
  await expect(page.getByTestId('vip-status')).toContainText('VIP2');
  await expect(page.getByTestId(`qualify-${premier!.id}`)).toContainText('Your level is too low');

  await page.goto(`/financialDetails/${premier!.id}`);
  await expect(page.getByTestId('buy-blocked')).toContainText(`This product is for VIP${premier!.vipLevel} members and above.`);
  await expect(page.getByRole('button', { name: 'Buy' })).toBeDisabled();

  await page.goto(`/buyFunds/${premier!.id}`);
  await expect(page.getByTestId('buy-blocked')).toBeVisible();
  await expect(page.getByTestId('buy-form')).toHaveCount(0);

  const refused = await api(page, '/financial/buy', { method: 'POST', body: { productId: premier!.id, amount: '5000' } });
  expect(refused.code).toBe(500);
});

test('a pledge made on /pledge/pledgeDetail is listed in /pledge/pledgeOrder', async ({ page }) => {
  await signIn(page);
  const btc = (await products(page, 'pledge')).find((p) => p.coin === 'btc');
  expect(btc).toBeDefined();
  const before = await available(page, 'btc');

  await page.goto('/pledge');
  await page.getByTestId(`product-${btc!.id}`).click();
  await expect(page).toHaveURL(new RegExp(`/pledge/pledgeDetail\\?id=${btc!.id}$`));
  await page.getByRole('textbox', { name: 'Amount' }).fill('0.1');
  await page.getByRole('button', { name: 'Pledge' }).click();
  await expect(page).toHaveURL(/\/pledge\/pledgeOrder$/);
  const row = page.getByTestId('order-list').locator('li').filter({ hasText: btc!.name });
  await expect(row.getByTestId('order-amount')).toHaveText('0.1000 BTC');
  await expect(row).toContainText('Earning');
  expect(Number(await available(page, 'btc'))).toBeCloseTo(Number(before) - 0.1, 8);
});
