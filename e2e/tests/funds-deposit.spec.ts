import { expect, test } from '@playwright/test';
import { confirmSheet, dev, signIn, tripleClick } from './support';
import { api, available, fieldsOf, requestsTo, review } from './funds-support';

test.beforeEach(async ({ request }) => dev.reset(request));

test('a reported deposit, once approved, raises the balance on /assets', async ({ page, request }) => {
  await signIn(page);
  const before = await available(page, 'usdt');
  await page.goto('/recharge');
  await expect(page.getByTestId('deposit-address')).not.toBeEmpty();
  await expect(page.getByTestId('deposit-minimum')).toHaveText('Minimum deposit: 10 USDT');
  await page.getByRole('link', { name: /report the deposit/i }).click();
  await expect(page).toHaveURL(/\/recharge-apply\?coin=usdt&chain=/);
  // The same limit, in the same words and format, under the amount.
  await expect(page.getByText('Minimum deposit: 10 USDT')).toBeVisible();
  await page.getByRole('textbox', { name: 'Amount' }).fill('150');
  await page.getByRole('button', { name: 'Submit' }).click();
  await confirmSheet(page).getByRole('button', { name: 'Confirm' }).click();
  const link = page.getByRole('link', { name: 'View the order' });
  await expect(link).toBeVisible();
  const id = Number(new URL((await link.getAttribute('href'))!, 'http://x').searchParams.get('id'));
  await review(request, 'recharge', id, 'approve');
  await link.click();
  await expect(page.getByText('Approved')).toBeVisible();
  const after = await available(page, 'usdt');
  expect(Number(after) - Number(before)).toBeCloseTo(150, 6);
  await page.goto('/assets');
  await expect(page.getByTestId('balance-funding-usdt')).toBeVisible();
});

test('a demo deposit address carries its "do not send real funds" warning next to the address and QR code', async ({ page }) => {
  await signIn(page);
  await page.goto('/recharge');
  const section = page.getByRole('region', { name: 'Deposit address' });
  await expect(section.getByTestId('deposit-address')).not.toBeEmpty();
  await expect(section.getByRole('alert')).toHaveText(/^Demo address: do not send real funds\./);
});

test('nothing is reported before Confirm; five rapid taps on Submit and three on Confirm create exactly one deposit order', async ({ page }) => {
  await signIn(page);
  const count = async () => (await api(page, '/recharge/list?pageNum=1&pageSize=50')).total;
  const before = await count();
  await page.goto('/recharge-apply?coin=usdt&chain=TRC20');
  const reports = requestsTo(page, '/recharge/submit');
  await page.getByRole('textbox', { name: 'Amount' }).fill('20');
  const submit = page.getByRole('button', { name: 'Submit' });
  // Dispatched in one task: the button cannot re-render as disabled between the taps.
  await submit.evaluate((button: HTMLButtonElement) => {
    for (let i = 0; i < 5; i += 1) button.click();
  });
  await expect(confirmSheet(page)).toContainText('Amount20 USDT');
  await expect(confirmSheet(page)).toContainText('Your report goes to review');
  expect(reports).toHaveLength(0);
  expect(await count()).toBe(before);
  await tripleClick(confirmSheet(page).getByRole('button', { name: 'Confirm' }));
  await expect(page.getByRole('link', { name: 'View the order' })).toBeVisible();
  expect(reports).toHaveLength(1);
  expect(await count()).toBe(before + 1);
});

test('a deposit’s amount reads the same on the confirmation, the record list and the record detail', async ({ page }) => {
  await signIn(page);
  await page.goto('/recharge-apply?coin=usdt&chain=TRC20');
  const reports = requestsTo(page, '/recharge/submit');
  await page.getByRole('textbox', { name: 'Amount' }).fill('1,234.5');
  await page.getByRole('button', { name: 'Submit' }).click();
  const amountRow = confirmSheet(page).locator('dt', { hasText: 'Amount' }).locator('xpath=following-sibling::dd[1]');
  await expect(amountRow).toHaveText('1,234.5 USDT');
  await confirmSheet(page).getByRole('button', { name: 'Confirm' }).click();
  const link = page.getByRole('link', { name: 'View the order' });
  await expect(link).toBeVisible();
  expect(fieldsOf(reports[0]!)).toMatchObject({ amount: '1234.5' });
  const id = new URL((await link.getAttribute('href'))!, 'http://x').searchParams.get('id');

  await page.goto('/recharge-order');
  const row = page.locator(`a[href="/recharge-detail?id=${id}"]`);
  await expect(row.getByTestId('order-amount')).toHaveText('1,234.5 USDT');
  await row.click();
  await expect(page.getByTestId('order-amount')).toHaveText('1,234.5 USDT');
});

test("another user's deposit id answers an error, not the order", async ({ page, browser, request }) => {
  await signIn(page);
  const mine = await api<{ id: number }>(page, '/recharge/submit', { method: 'POST', body: { coin: 'usdt', chain: 'TRC20', amount: '12' } });
  expect(mine.code).toBe(200);
  // A second account, registered through the API (username sign-up needs no code or captcha here).
  const other = await request.post('/api/user/register', { data: { signType: 3, loginName: 'fundsother', loginPassword: 'other1234' } });
  expect((await other.json()).code).toBe(200);
  // Closed at the end: a context left open outlives the test, and its sockets would reconnect
  // into later tests (socket-faults.spec.ts counts every upgrade the server sees).
  const otherContext = await browser.newContext();
  try {
    const second = await otherContext.newPage();
    await signIn(second, { username: 'fundsother', password: 'other1234' });
    expect((await api(second, `/recharge/${mine.data.id}`)).code).not.toBe(200);
    await second.goto(`/recharge-detail?id=${mine.data.id}`);
    await expect(second.getByText('Could not load this page')).toBeVisible();
  } finally {
    await otherContext.close();
  }
});
