import { expect, test } from '@playwright/test';
import { dev, signIn } from './support';
import { api, available, review, setFundPassword, TRON_ADDRESS } from './funds-support';

test.beforeEach(async ({ request }) => dev.reset(request));

test('a wrong fund password and an amount above the balance are refused; a valid withdrawal freezes, then settles', async ({ page, request }) => {
  await signIn(page);
  await setFundPassword(page, 'fund1234');
  const before = Number(await available(page, 'usdt'));
  await page.goto('/withdraw-apply?coin=usdt&chain=TRC20');
  await page.getByRole('textbox', { name: 'Address' }).fill(TRON_ADDRESS);

  await page.getByRole('textbox', { name: 'Amount' }).fill(String(Math.ceil(before) + 1000));
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText(/Insufficient balance|The maximum is/)).toBeVisible();

  await page.getByRole('textbox', { name: 'Amount' }).fill('20');
  await expect(page.getByTestId('withdraw-net')).not.toHaveText(/^0\.00/);
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await page.getByLabel('Fund password').fill('wrong999');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('dialog')).toContainText(/password/i);

  await page.getByLabel('Fund password').fill('fund1234');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/withdraw-detail\?id=\d+/);
  await expect(page.getByText('Under review')).toBeVisible();
  const id = Number(new URL(page.url()).searchParams.get('id'));

  await page.goto('/withdraw-apply?coin=usdt&chain=TRC20');
  await expect(page.getByTestId('frozen-row')).toContainText('20');

  await review(request, 'withdraw', id, 'approve');
  await page.goto(`/withdraw-detail?id=${id}`);
  await expect(page.getByText('Approved')).toBeVisible();
  // Other freezes (seeded open orders) may exist: this withdrawal's must be gone.
  const frozen = (await api<{ orderId: number | null }[]>(page, '/withdraw/freezeList')).data;
  expect(frozen.filter((f) => f.orderId === id)).toEqual([]);
  expect(Number(await available(page, 'usdt'))).toBeCloseTo(before - 20, 6);
});

test('closed withdrawals show the server message and disable the form', async ({ page, request }) => {
  await request.post('/api/__dev/withdraw/status', { data: { open: false, message: 'Withdrawals resume at 18:00' } });
  await signIn(page);
  await page.goto('/withdraw-apply?coin=usdt&chain=TRC20');
  await expect(page.getByTestId('withdraw-closed')).toHaveText('Withdrawals resume at 18:00');
  await expect(page.getByRole('textbox', { name: 'Amount' })).toBeDisabled();
});
