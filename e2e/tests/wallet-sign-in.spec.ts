import { expect, test } from '@playwright/test';
import { dev } from './support';
import { ALLOWED_ETH_METHODS, injectEthereumWallet, injectTronWallet, storedToken, walletRequests } from './account-support';

test.beforeEach(async ({ request }) => dev.reset(request));

test('an Ethereum wallet signs in by signing a message, and is asked for nothing else', async ({ page }) => {
  const address = await injectEthereumWallet(page);
  await page.goto('/sign-in-wallet');
  await page.getByRole('button', { name: 'Connect now' }).click();

  // The exact text is on screen before the wallet is asked to sign it.
  const message = page.getByLabel('Message to sign', { exact: true });
  await expect(message).toContainText(address);
  await expect(message).toContainText(/will not trigger a blockchain transaction/);
  await expect(page.getByText('You are signing a message, not a transaction.', { exact: false })).toBeVisible();
  expect(await walletRequests(page)).not.toContain('personal_sign');

  const login = page.waitForRequest((r) => r.url().endsWith('/api/user/walletLogin'));
  await page.getByRole('button', { name: 'Sign message' }).click();
  const body = (await login).postDataJSON() as { signType: number; address: string; walletType: string; nonce: string; signature: string };
  expect(body).toMatchObject({ signType: 0, address, walletType: 'ETH' });
  await expect(page).toHaveURL(/\/home$/);
  expect(await storedToken(page)).toBeTruthy();

  const methods = await walletRequests(page);
  expect(methods).toContain('eth_requestAccounts');
  expect(methods).toContain('personal_sign');
  expect(methods.filter((m) => !ALLOWED_ETH_METHODS.includes(m))).toEqual([]);
  expect(methods.some((m) => /^eth_(sendTransaction|signTransaction|signTypedData)|^wallet_/.test(m))).toBe(false);

  // The same nonce and signature posted again are refused: a signature signs in once.
  const replay = await page.evaluate(
    async (payload) =>
      (await fetch('/api/user/walletLogin', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) })).json(),
    body,
  );
  expect(replay.code).not.toBe(200);
  expect(replay.msg).toMatch(/already been used/);
});

test('the wallet session is proven by the wallet: switching accounts signs out', async ({ page }) => {
  await injectEthereumWallet(page);
  await page.goto('/sign-in-wallet');
  await page.getByRole('button', { name: 'Connect now' }).click();
  await page.getByRole('button', { name: 'Sign message' }).click();
  await expect(page).toHaveURL(/\/home$/);

  const reloaded = page.waitForEvent('load');
  await page.evaluate(() => (window as unknown as { __walletEmit(e: string, p: unknown): void }).__walletEmit('accountsChanged', ['0x1111111111111111111111111111111111111111']));
  await reloaded;
  expect(await storedToken(page)).toBeNull();
});

test('a declined signature says so, and the user stays to try again', async ({ page }) => {
  await injectEthereumWallet(page);
  await page.addInitScript(() => {
    const w = window as unknown as { ethereum: { request(a: { method: string }): Promise<unknown> } };
    const request = w.ethereum.request;
    w.ethereum.request = (args) =>
      args.method === 'personal_sign' ? Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })) : request(args);
  });
  await page.goto('/sign-in-wallet');
  await page.getByRole('button', { name: 'Connect now' }).click();
  await page.getByRole('button', { name: 'Sign message' }).click();
  await expect(page.getByRole('alert')).toHaveText('You declined the request in your wallet. Nothing was signed.');
  await expect(page).toHaveURL(/\/sign-in-wallet$/);
  await expect(page.getByRole('button', { name: 'Sign message' })).toBeEnabled();
  expect(await storedToken(page)).toBeNull();
});

test('with both wallets present the user picks TronLink, which signs in with signMessageV2', async ({ page, request }) => {
  await injectEthereumWallet(page);
  const address = await injectTronWallet(page);
  await page.goto('/sign-in-wallet?invite_code=DEMO01');
  await page.getByRole('button', { name: 'Connect now' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'TronLink wallet (TRON)' }).click();
  await expect(page.getByLabel('Message to sign', { exact: true })).toContainText(address);

  const login = page.waitForRequest((r) => r.url().endsWith('/api/user/walletLogin'));
  await page.getByRole('button', { name: 'Sign message' }).click();
  expect((await login).postDataJSON()).toMatchObject({ walletType: 'TRON', address, activeCode: 'DEMO01' });
  await expect(page).toHaveURL(/\/home$/);

  const token = await storedToken(page);
  const info = await (await request.get('/api/user/getInfo', { headers: { satoken: token! } })).json();
  expect(info.data.user.address).toBe(address);
  expect(await walletRequests(page)).toEqual([]);
});

test('without a browser wallet the screen says to install TronLink and leads to /no-wallet', async ({ page }) => {
  await page.goto('/sign-in-wallet?invite_code=DEMO01');
  await expect(page.getByText('Please install the TronLink extension and log in to continue.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect now' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Open in a wallet app' }).click();
  await expect(page).toHaveURL(/\/no-wallet\?invite_code=DEMO01$/);
  await expect(page.getByLabel('Link to open')).toHaveText(/\/sign-in-wallet\?invite_code=DEMO01$/);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Copied')).toBeVisible();
});

test('"Do not connect for now" goes home', async ({ page }) => {
  await injectEthereumWallet(page);
  await page.goto('/sign-in-wallet');
  await page.getByRole('link', { name: 'Do not connect for now' }).click();
  await expect(page).toHaveURL(/\/home$/);
});
