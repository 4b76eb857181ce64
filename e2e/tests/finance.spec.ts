import { expect, test, type Page } from '@playwright/test';
import { closePopupsWhenShown } from './account-support';
import { recordApiRequests, sentTo } from './defi-support';
import { api, available } from './funds-support';
import { confirmSheet, dev, signIn, tripleClick } from './support';

/**
 * The defi-finance remote's wealth and pledge screens on the reference API: buying a product
 * through /buyFunds, its income after the clock moves on, redeeming it; a members-only product
 * refused to a lower level; a pledge and its order list. The demo user is VIP2. Every purchase,
 * pledge and redemption is sent only from its confirmation's Confirm, and once.
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

interface Holding {
  id: number;
  productId: number;
  amount: string;
  status: number;
}

async function holdings(page: Page, kind: 'financial' | 'pledge'): Promise<Holding[]> {
  const body = await api<Holding[]>(page, `/financial/orders?kind=${kind}`);
  expect(body.code, body.msg).toBe(200);
  return body.data;
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

test('a flexible product bought through /buyFunds after its confirmation earns after the clock moves on, and redeeming returns the balance', async ({ page, request }) => {
  await dev.post(request, 'credit', { loginName: 'demo', coin: 'usdt', amount: '5000' });
  await signIn(page);
  const sent = recordApiRequests(page);
  const flexible = (await products(page, 'financial')).find((p) => p.days === 0 && p.vipLevel === 0);
  expect(flexible).toBeDefined();
  const before = await available(page, 'usdt');

  await page.goto('/financial');
  await page.getByTestId(`product-${flexible!.id}`).click();
  await expect(page).toHaveURL(new RegExp(`/financialDetails/${flexible!.id}$`));
  await page.getByRole('link', { name: 'Buy' }).click();
  await expect(page).toHaveURL(new RegExp(`/buyFunds/${flexible!.id}$`));
  // Typed with grouping, kept as typed, read as the amount it means.
  const amount = page.getByRole('textbox', { name: 'Amount' });
  await amount.fill('1,000');
  await expect(amount).toHaveValue('1,000');
  // 1000 × 0.3 % a day.
  await expect(page.getByTestId('estimate-daily')).toHaveText('3 USDT');
  await page.getByRole('button', { name: 'Buy' }).click();
  await expect(page.getByText('Please accept the agreement first.')).toBeVisible();
  await expect(confirmSheet(page)).toHaveCount(0);
  await page.getByRole('checkbox', { name: /accept the wealth management agreement/ }).check();
  await page.getByRole('button', { name: 'Buy' }).click();

  // What the purchase does, and nothing sent before Confirm.
  const sheet = confirmSheet(page);
  await expect(sheet).toContainText(`Product${flexible!.name}`);
  await expect(sheet).toContainText('Amount1,000 USDT');
  await expect(sheet).toContainText('Paid fromFunding account');
  await expect(sheet).toContainText('TermFlexible');
  await expect(sheet).toContainText('Daily rate0.30%');
  await expect(sheet).toContainText('Estimated daily income3 USDT');
  await expect(sheet).toContainText('Amount returnedWhen you redeem, to your funding account');
  expect(sentTo(sent, /\/api\/financial\/buy$/)).toHaveLength(0);
  await sheet.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/myInvestment$/);
  expect(sentTo(sent, /\/api\/financial\/buy$/).map((r) => r.postDataJSON())).toEqual([{ productId: flexible!.id, amount: '1000' }]);
  expect(Number(await available(page, 'usdt'))).toBe(Number(before) - 1000);

  // Two days on, exactly one whole UTC day has been held since the day of the purchase (the
  // purchase's own day does not count, and the second day has not closed): one day's income.
  await dev.post(request, 'clock', { offsetMs: 2 * DAY_MS });
  await dev.post(request, 'finance/accrue');
  await page.reload();
  const row = page.getByTestId('order-list').locator('li').filter({ hasText: flexible!.name });
  await expect(row.getByTestId('order-accrued')).toHaveText('3 USDT');
  await expect(row.getByTestId('order-amount')).toHaveText('1,000 USDT');

  await row.getByRole('button', { name: 'Redeem' }).click();
  const redeem = confirmSheet(page);
  await expect(redeem.getByTestId('redeem-penalty')).toHaveText('No penalty: you keep all the income earned.');
  await expect(redeem).toContainText('Income so far3 USDT');
  await expect(redeem).toContainText('Back to your funding account1,000 USDT');
  expect(sentTo(sent, /\/api\/financial\/redeem$/)).toHaveLength(0);
  await redeem.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('You hold nothing here yet.')).toBeVisible();
  expect(sentTo(sent, /\/api\/financial\/redeem$/)).toHaveLength(1);
  // The principal is back and the day's income stays.
  expect(Number(await available(page, 'usdt'))).toBe(Number(before) + 3);
  await page.getByRole('tab', { name: 'Ended' }).click();
  await expect(page.getByTestId('order-list').locator('li').filter({ hasText: flexible!.name })).toContainText('Redeemed');
});

test('three clicks on Confirm in the same instant buy once: one request, one holding, one debit', async ({ page, request }) => {
  await dev.post(request, 'credit', { loginName: 'demo', coin: 'usdt', amount: '5000' });
  await signIn(page);
  const sent = recordApiRequests(page);
  const flexible = (await products(page, 'financial')).find((p) => p.days === 0 && p.vipLevel === 0)!;
  const before = Number(await available(page, 'usdt'));
  const held = (await holdings(page, 'financial')).length;

  await page.goto(`/buyFunds/${flexible.id}`);
  await page.getByRole('textbox', { name: 'Amount' }).fill('1234.5');
  await page.getByRole('checkbox', { name: /accept the wealth management agreement/ }).check();
  await page.getByRole('button', { name: 'Buy' }).click();
  await expect(confirmSheet(page)).toContainText('Amount1,234.5 USDT');
  await tripleClick(confirmSheet(page).getByRole('button', { name: 'Confirm' }));
  await expect(page).toHaveURL(/\/myInvestment$/);

  expect(sentTo(sent, /\/api\/financial\/buy$/)).toHaveLength(1);
  const after = await holdings(page, 'financial');
  expect(after).toHaveLength(held + 1);
  expect(after.filter((h) => h.productId === flexible.id && h.amount === '1234.5')).toHaveLength(1);
  expect(Number(await available(page, 'usdt'))).toBe(before - 1234.5);
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

test('a pledge made on /pledge/pledgeDetail after its confirmation is listed in /pledge/pledgeOrder', async ({ page }) => {
  await signIn(page);
  const sent = recordApiRequests(page);
  const btc = (await products(page, 'pledge')).find((p) => p.coin === 'btc');
  expect(btc).toBeDefined();
  const before = await available(page, 'btc');

  await page.goto('/pledge');
  await page.getByTestId(`product-${btc!.id}`).click();
  await expect(page).toHaveURL(new RegExp(`/pledge/pledgeDetail\\?id=${btc!.id}$`));
  await page.getByRole('textbox', { name: 'Amount' }).fill('0.1');
  await page.getByRole('button', { name: 'Pledge' }).click();
  const sheet = page.getByRole('dialog', { name: 'Confirm the pledge' });
  await expect(sheet).toContainText('Amount0.1 BTC');
  await expect(sheet).toContainText(`Term${btc!.days} days`);
  await expect(sheet).toContainText('Amount returnedOn ');
  expect(sentTo(sent, /\/api\/financial\/buy$/)).toHaveLength(0);
  await sheet.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/pledge\/pledgeOrder$/);
  const row = page.getByTestId('order-list').locator('li').filter({ hasText: btc!.name });
  await expect(row.getByTestId('order-amount')).toHaveText('0.1 BTC');
  await expect(row).toContainText('Earning');
  expect(sentTo(sent, /\/api\/financial\/buy$/).map((r) => r.postDataJSON())).toEqual([{ productId: btc!.id, amount: '0.1' }]);
  expect(Number(await available(page, 'btc'))).toBeCloseTo(Number(before) - 0.1, 8);
});
