import { expect, test } from '@playwright/test';
import { confirmSheet, dev, signIn, tripleClick } from './support';
import { api, available, balanceOf, fieldsOf, requestsTo, review, setFundPassword, TRON_ADDRESS } from './funds-support';

test.beforeEach(async ({ request }) => dev.reset(request));

test('a wrong fund password and an amount above the balance are refused; a valid withdrawal freezes, then settles', async ({ page, request }) => {
  await signIn(page);
  await setFundPassword(page, 'fund1234');
  const before = Number(await available(page, 'usdt'));
  await page.goto('/withdraw');
  const limits = 'Withdrawal limits: 10 – 50,000 USDT · Fee: 1 USDT';
  await expect(page.getByTestId('withdraw-limits')).toHaveText(limits);
  await page.goto('/withdraw-apply?coin=usdt&chain=TRC20');
  // The same limits, in the same words and format, under the amount.
  await expect(page.getByText(limits, { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'Address' }).fill(TRON_ADDRESS);

  await page.getByRole('textbox', { name: 'Amount' }).fill(String(Math.ceil(before) + 1000));
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText(/Insufficient balance|The maximum is/)).toBeVisible();
  await expect(confirmSheet(page)).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Amount' }).fill('20');
  await expect(page.getByTestId('withdraw-net')).not.toHaveText(/^0 /);
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await expect(confirmSheet(page)).toContainText('Amount20 USDT');
  await expect(confirmSheet(page)).toContainText(`Address${TRON_ADDRESS}`);
  await expect(confirmSheet(page)).toContainText('NetworkTRC20');
  await page.getByLabel('Fund password').fill('wrong999');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('dialog')).toContainText(/password/i);

  await page.getByLabel('Fund password').fill('fund1234');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/withdraw-detail\?id=\d+/);
  await expect(page.getByText('Under review')).toBeVisible();
  const id = Number(new URL(page.url()).searchParams.get('id'));

  await page.goto('/withdraw-apply?coin=usdt&chain=TRC20');
  await expect(page.getByTestId('frozen-row')).toContainText('20 USDT');

  await review(request, 'withdraw', id, 'approve');
  await page.goto(`/withdraw-detail?id=${id}`);
  await expect(page.getByText('Approved')).toBeVisible();
  // Other freezes (seeded open orders) may exist: this withdrawal's must be gone.
  const frozen = (await api<{ orderId: number | null }[]>(page, '/withdraw/freezeList')).data;
  expect(frozen.filter((f) => f.orderId === id)).toEqual([]);
  expect(Number(await available(page, 'usdt'))).toBeCloseTo(before - 20, 6);
});

test('nothing is sent before Confirm; three clicks in the same instant on Confirm make one withdrawal: one request, one freeze', async ({ page }) => {
  await signIn(page);
  await setFundPassword(page, 'fund1234');
  const before = await balanceOf(page, 'usdt');
  await page.goto('/withdraw-apply?coin=usdt&chain=TRC20');
  const withdrawals = requestsTo(page, '/withdraw/submit');
  await page.getByRole('textbox', { name: 'Address' }).fill(TRON_ADDRESS);
  await page.getByRole('textbox', { name: 'Amount' }).fill('1,000.5');
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await expect(confirmSheet(page)).toContainText('Amount1,000.5 USDT');
  await page.getByLabel('Fund password').fill('fund1234');
  expect(withdrawals).toHaveLength(0);
  await tripleClick(confirmSheet(page).getByRole('button', { name: 'Confirm' }));
  await expect(page).toHaveURL(/\/withdraw-detail\?id=\d+/);
  expect(withdrawals).toHaveLength(1);
  expect(fieldsOf(withdrawals[0]!)).toMatchObject({ amount: '1000.5', address: TRON_ADDRESS });
  const after = await balanceOf(page, 'usdt');
  expect(Number(after.available)).toBeCloseTo(Number(before.available) - 1000.5, 6);
  expect(Number(after.frozen)).toBeCloseTo(Number(before.frozen) + 1000.5, 6);
  expect((await api<{ amount: string }[]>(page, '/withdraw/list?pageNum=1&pageSize=50')).rows.filter((w) => w.amount === '1000.5')).toHaveLength(1);
  // The detail says the amount as the confirmation did.
  await expect(page.getByTestId('order-amount')).toHaveText('1,000.5 USDT');
});

test('closed withdrawals show the server message and disable the form', async ({ page, request }) => {
  await request.post('/api/__dev/withdraw/status', { data: { open: false, message: 'Withdrawals resume at 18:00' } });
  await signIn(page);
  await page.goto('/withdraw-apply?coin=usdt&chain=TRC20');
  await expect(page.getByTestId('withdraw-closed')).toHaveText('Withdrawals resume at 18:00');
  await expect(page.getByRole('textbox', { name: 'Amount' })).toBeDisabled();
});
