import { expect, test } from '@playwright/test';
import { dev, signIn } from './support';
import { injectEthereumWallet, storedToken, walletRequests, ALLOWED_ETH_METHODS, closePopupsWhenShown } from './account-support';

test.beforeEach(async ({ page, request }) => {
  await dev.reset(request);
  await closePopupsWhenShown(page);
});

test('a signed-in user binds a wallet by signing, then signs in with it to the same account', async ({ page, request }) => {
  const address = await injectEthereumWallet(page);
  await signIn(page);
  await page.goto('/sign-in-wallet');
  await expect(page.getByText('No wallet linked yet')).toBeVisible();
  await page.getByRole('button', { name: 'Connect and link' }).click();
  await expect(page.getByLabel('Message to sign', { exact: true })).toContainText(address);
  await page.getByRole('button', { name: 'Sign message' }).click();
  await expect(page.getByText('Wallet linked', { exact: true })).toBeVisible();
  await expect(page.getByText(address)).toBeVisible();
  expect((await walletRequests(page)).filter((m) => !ALLOWED_ETH_METHODS.includes(m))).toEqual([]);

  // A fresh visit signs in with the wallet and reaches demo's account.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/sign-in-wallet');
  await page.getByRole('button', { name: 'Connect now' }).click();
  await page.getByRole('button', { name: 'Sign message' }).click();
  await expect(page).toHaveURL(/\/home$/);
  const info = await (await request.get('/api/user/getInfo', { headers: { satoken: (await storedToken(page))! } })).json();
  expect(info.data.user).toMatchObject({ loginName: 'demo', address });
});
