import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { confirmSheet, dev, signIn, tripleClick } from './support';
import { api, available } from './funds-support';
import { clock } from './trading-market-support';

/**
 * U plan against the reference API: the seeded Starter Plan (1000 USDT, at least 100, 7 days at
 * 0.8 % a day), the operator's review through /api/__dev/uplan/review, and the server clock moved
 * instead of waited for.
 */
const DAY_MS = 86_400_000;

test.beforeEach(async ({ request }) => {
  await dev.reset(request);
});
test.afterEach(async ({ request }) => {
  await clock.reset(request);
});

async function credit(request: APIRequestContext, amount: string) {
  const response = await request.post(`${BASE_URL}/api/__dev/credit`, { data: { loginName: 'demo', coin: 'usdt', amount, account: 'funding' } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Sets the demo user's available funding USDT: all of it out, then `amount` in. */
async function fundUsdt(page: Page, request: APIRequestContext, amount: string) {
  const seeded = await available(page, 'usdt');
  if (Number(seeded) !== 0) await credit(request, `-${seeded}`);
  await credit(request, amount);
}

interface Order {
  id: number;
  orderStatus: number;
}

async function signedOrders(page: Page, orderStatus: 1 | 2): Promise<Order[]> {
  return (await api<Order[]>(page, `/uplanOrder/list?orderStatus=${orderStatus}&pageNum=1&pageSize=9999`)).rows;
}

async function review(request: APIRequestContext, id: number) {
  const response = await request.post(`${BASE_URL}/api/__dev/uplan/review`, { data: { id } });
  expect(((await response.json()) as { code: number }).code).toBe(200);
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
/** The purchase or top-up dialog (the confirmation opens over it as a dialog of its own). */
const amountDialog = (page: Page) => page.getByRole('dialog').filter({ has: page.getByRole('textbox', { name: 'Amount' }) });
/** The confirmation's rows as "label: value". */
const sheetRows = (page: Page) =>
  confirmSheet(page)
    .locator('dt')
    .evaluateAll((terms) => terms.map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`));

/** Counts the requests a page sends to an API path. */
function countRequests(page: Page, path: string) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api${path}`) sent.push(request.method());
  });
  return sent;
}

test('refuses an amount below the minimum inline, asks before it signs, signs once for three clicks, and topped up to full it is "in income"', async ({ page, request }) => {
  await signIn(page);
  await fundUsdt(page, request, '2000');
  const creates = countRequests(page, '/uplanOrder/createOrder');
  const appends = countRequests(page, '/uplanOrder/appendOrder');

  await page.goto('/uplan');
  await page.getByRole('link', { name: /Starter Plan/ }).click();
  await expect(page).toHaveURL(/\/uplanDetails\?id=\d+&type=1$/);
  await expect(page.getByTestId('uplan-summary')).toContainText('0.80%');
  await expect(page.getByTestId('uplan-summary').getByTestId('project-amount')).toHaveText('1,000 USDT');
  await page.getByTestId('uplan-submit').click();
  const dialog = amountDialog(page);
  const amount = dialog.getByRole('textbox', { name: 'Amount' });
  // The limits are said before they bite.
  await expect(amount).toHaveAccessibleDescription('From 100 to 1,000 USDT');
  await amount.fill('50');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  // Said once, inline, as copy: no toast over the field.
  await expect(amount).toHaveAccessibleDescription('Minimum amount: 100 USDT');
  await expect(page.getByText('Minimum amount: 100 USDT')).toHaveCount(1);
  await expect(page.getByText(/Minimum amount, 100, USDT/)).toHaveCount(0);
  await expect(confirmSheet(page)).toHaveCount(0);
  await expect(amount).toHaveValue('50');

  await amount.fill('400');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(confirmSheet(page)).toBeVisible();
  expect(await sheetRows(page)).toEqual(['Plan: Starter Plan', 'Amount: 400 USDT', 'Days: 7', 'Daily rate: 0.80%', 'Pledged from: Funding account']);
  await expect(confirmSheet(page)).toContainText('The amount is frozen in your funding account until the plan completes.');
  // Nothing is sent before the confirmation is confirmed, nor when it is cancelled.
  await confirmSheet(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(confirmSheet(page)).toHaveCount(0);
  expect(creates).toEqual([]);
  expect(await signedOrders(page, 1)).toEqual([]);

  await dialog.getByRole('button', { name: 'Continue' }).click();
  await tripleClick(confirmSheet(page).getByRole('button', { name: 'Confirm' }));
  await expect(toast(page, 'Added successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  // One request, one order, one movement of 400 out of the available USDT.
  expect(creates).toEqual(['POST']);
  const orders = await signedOrders(page, 1);
  expect(orders).toHaveLength(1);
  const [order] = orders;
  expect(await available(page, 'usdt')).toBe('1600');

  // Waiting for review, then reviewed: in income, and a top-up offered while it is not full.
  await page.goto('/uplan?tab=signed');
  const card = page.getByTestId(`uplan-order-${order!.id}`);
  await expect(card.getByTestId('review-status')).toHaveText('Waiting for review');
  await review(request, order!.id);
  await page.reload();
  await expect(card.getByTestId('review-status')).toHaveText('In income');
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
  await card.getByTestId('order-action').filter({ hasText: 'Top up' }).click();

  await expect(page).toHaveURL(new RegExp(`/uplanDetails\\?id=${order!.id}&type=2$`));
  await page.getByTestId('uplan-submit').click();
  await expect(amount).toHaveAccessibleDescription('At most 600 USDT can be added');
  await dialog.getByRole('button', { name: 'All' }).click();
  await expect(amount).toHaveValue('600');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  expect(await sheetRows(page)).toEqual(['Plan: Starter Plan', 'Amount: 600 USDT', 'Days: 7', 'Days left: 7', 'Daily rate: 0.80%', 'Pledged from: Funding account']);
  expect(appends).toEqual([]);
  await confirmSheet(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, 'Added successfully')).toBeVisible();
  expect(appends).toEqual(['POST']);
  await expect(page.getByTestId('uplan-summary').getByTestId('order-state')).toHaveText('In income');
  await expect(page.getByTestId('uplan-submit')).toHaveCount(0);

  await page.goto('/uplan?tab=signed');
  await expect(card.getByTestId('order-state')).toHaveText('In income');
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  expect(await available(page, 'usdt')).toBe('1000');
});

test('an order not full when its days run out is overdue; topped up to full it completes', async ({ page, request }) => {
  await signIn(page);
  await fundUsdt(page, request, '2000');
  const products = (await api<{ id: number; title: string }[]>(page, '/uplanProduct/list?pageNum=1&pageSize=9999')).rows;
  const starter = products.find((p) => p.title === 'Starter Plan')!;
  const created = await api<Order>(page, '/uplanOrder/createOrder', { method: 'POST', body: { planId: starter.id, alreadyAmount: '500' } });
  expect(created.code, created.msg).toBe(200);
  await review(request, created.data.id);

  // Eight days on: seven days of income (500 × 0.8 % = 4 a day) and overdue. The session of the
  // start has expired by then, so the user signs in again.
  await clock.set(request, (await clock.now(request)) + 8 * DAY_MS);
  await page.evaluate(() => localStorage.clear());
  await signIn(page);
  await page.goto('/uplan?tab=overdue');
  const card = page.getByTestId(`uplan-order-${created.data.id}`);
  await expect(card.getByTestId('remain-day')).toHaveText('0');
  await expect(card.getByTestId('accumulated')).toContainText('28');
  await card.getByTestId('order-action').filter({ hasText: 'Overdue top-up' }).click();

  await expect(page).toHaveURL(new RegExp(`/uplanDetails\\?id=${created.data.id}&type=3$`));
  await expect(page.getByText('Product rules')).toBeVisible();
  await page.getByTestId('uplan-submit').click();
  const dialog = amountDialog(page);
  await dialog.getByRole('button', { name: 'All' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Amount' })).toHaveValue('500');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  expect(await sheetRows(page)).toContain('Amount: 500 USDT');
  expect(await sheetRows(page)).toContain('Days left: 0');
  await confirmSheet(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, 'Added successfully')).toBeVisible();
  await expect(page.getByTestId('uplan-summary').getByTestId('order-state')).toHaveText('Completed');
  await expect(page.getByTestId('uplan-summary').getByTestId('review-status')).toHaveText('Pledge completed');

  await page.goto('/uplan?tab=overdue');
  await expect(page.getByText('No orders yet')).toBeVisible();
  // 2000 − 500 + 28 of income; the 1000 completed is released.
  expect(await available(page, 'usdt')).toBe('2028');
});

test('an overdue order ended early: the penalty is stated before confirming, and the principal less it returns', async ({ page, request }) => {
  await signIn(page);
  await fundUsdt(page, request, '2000');
  const products = (await api<{ id: number; title: string }[]>(page, '/uplanProduct/list?pageNum=1&pageSize=9999')).rows;
  // Growth Plan: 5000 USDT, 15 days at 1.2 % a day; 1000 signed stays short of full.
  const growth = products.find((p) => p.title === 'Growth Plan')!;
  const created = await api<Order>(page, '/uplanOrder/createOrder', { method: 'POST', body: { planId: growth.id, alreadyAmount: '1000' } });
  expect(created.code, created.msg).toBe(200);
  await review(request, created.data.id);

  // Sixteen days on: fifteen days of income (12 a day) and overdue; the session has expired by then.
  await clock.set(request, (await clock.now(request)) + 16 * DAY_MS);
  await page.evaluate(() => localStorage.clear());
  await signIn(page);
  const ends = countRequests(page, '/uplanOrder/endOrder');
  await page.goto(`/uplanDetails?id=${created.data.id}&type=3`);
  await page.getByTestId('uplan-end-early').click();
  expect(await sheetRows(page)).toEqual(['Principal: 1,000 USDT', 'Penalty (5.00%): 50 USDT', 'Returned to your funding account: 950 USDT']);
  expect(ends).toEqual([]);
  await confirmSheet(page).getByRole('button', { name: 'End early' }).click();
  await expect(toast(page, 'Order ended')).toBeVisible();
  expect(ends).toEqual(['POST']);
  await expect(page.getByTestId('uplan-summary').getByTestId('order-state')).toHaveText('Completed');
  await expect(page.getByTestId('uplan-end-early')).toHaveCount(0);
  // 2000 − 1000 signed + 180 of income + 950 returned.
  expect(await available(page, 'usdt')).toBe('2130');
});
