import { expect, test, type APIRequestContext } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { confirmSheet, dev, signIn } from './support';
import { api, available } from './funds-support';
import {
  APPROVE,
  BSC_USDT,
  countConfirmation,
  ETH_USDC,
  ETH_USDT,
  fakeRpc,
  injectRecordingWallet,
  OWNER,
  recordApiRequests,
  RPC,
  sentTo,
  SPENDER,
  TX_HASH,
  walletRequests,
} from './defi-support';

async function post(request: APIRequestContext, path: string, data: unknown) {
  const response = await request.post(`${BASE_URL}${path}`, { data });
  expect(response.ok(), await response.text()).toBe(true);
}

test.beforeEach(async ({ request }) => dev.reset(request));

test('the activity popup\'s Claim leads to /defi, which shows the claimed activity and opens its details', async ({ page, request }) => {
  await post(request, '/api/__dev/defi-activity', { loginName: 'demo', type: '2', totleAmount: '10000', amount: '500' });
  await signIn(page);
  const popup = page.getByRole('dialog').filter({ has: page.getByTestId('activity-popup') });
  await popup.getByRole('button', { name: 'Claim' }).click();
  await expect(page).toHaveURL(/\/defi$/);
  const activities = page.getByTestId('defi-activities');
  await expect(activities).toContainText('Staking bonus');
  await expect(activities).toContainText('500');
  await activities.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/defiDetail\?id=\d+$/);
  const facts = page.getByTestId('defi-activity');
  await expect(facts).toContainText('Staking bonus');
  await expect(facts).toContainText('Total amount10,000');
  await expect(facts).toContainText('Claimed');
  await expect(facts).toContainText(/\d+ days?/);
});

/** An amount as the kit writes it in English: grouped, trailing zeros dropped, exact (test side). */
const en = (value: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: 8 }).format(value);

test('staking USDT from the funding account after its confirmation shows the stake and lowers the balance; a refused amount stays typed; redeeming is confirmed too', async ({ page, request }) => {
  await post(request, '/api/__dev/credit', { loginName: 'demo', coin: 'usdt', amount: '5000' });
  await signIn(page);
  const sent = recordApiRequests(page);
  const rates = await api<{ rates: { minAmount: string; rate: string }[] }>(page, '/apiDefi/getDefiRate');
  const lowest = [...rates.data.rates].sort((a, b) => Number(a.minAmount) - Number(b.minAmount))[0]!;
  const min = Number(lowest.minAmount);
  const before = Number(await available(page, 'usdt'));
  await page.goto('/defi');
  await expect(page.getByTestId('defi-divide')).toContainText('ETH');
  const field = page.getByRole('textbox', { name: 'Amount' });
  await field.fill('999999');
  await page.getByRole('button', { name: 'Stake', exact: true }).click();
  await expect(page.getByText(/Insufficient balance|The maximum is/)).toBeVisible();
  await expect(field).toHaveValue('999999');
  await expect(confirmSheet(page)).toHaveCount(0);

  const stake = String(min);
  await field.fill(stake);
  await page.getByRole('button', { name: 'Stake', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Confirm the stake' });
  await expect(sheet).toContainText(`Amount${en(min)} USDT`);
  await expect(sheet).toContainText(`Your daily rate${Number(lowest.rate).toFixed(2)}% a day`);
  await expect(sheet).toContainText('Taken fromFunding account');
  await expect(sheet).toContainText('Returns toFunding account');
  expect(sentTo(sent, /\/api\/apiDefi\/join$/)).toHaveLength(0);
  await sheet.getByRole('button', { name: 'Confirm' }).click();
  await expect(field).toHaveValue('');
  expect(sentTo(sent, /\/api\/apiDefi\/join$/).map((r) => r.postDataJSON())).toEqual([{ amount: stake }]);
  const stakeRow = page.getByTestId('defi-orders').locator('li').first();
  await expect(stakeRow).toContainText(`${en(min)} USDT`);
  await expect(page.getByTestId('defi-staked')).not.toContainText(/^0 /);
  await expect.poll(async () => Number(await available(page, 'usdt'))).toBe(before - min);
  await expect(page.getByTestId('defi-available')).toHaveText(`${en(before - min)} USDT`);

  await stakeRow.getByRole('button', { name: 'Redeem' }).click();
  const redeem = page.getByRole('dialog', { name: 'Redeem this stake?' });
  await expect(redeem).toContainText(`${en(min)} USDT goes back to your funding account`);
  expect(sentTo(sent, /\/api\/apiDefi\/redeem$/)).toHaveLength(0);
  await redeem.getByRole('button', { name: 'Confirm' }).click();
  await expect(stakeRow).toContainText('Redeemed');
  expect(sentTo(sent, /\/api\/apiDefi\/redeem$/)).toHaveLength(1);
  await expect.poll(async () => Number(await available(page, 'usdt'))).toBe(before);
});

test('the wallet panel shows on-chain balances and allowances; Revoke sends only approve(spender, 0), only after the confirmation, and tells the server nothing', async ({ page }) => {
  const apiRequests = recordApiRequests(page);
  await injectRecordingWallet(page);
  const sent = () => walletRequests(page);
  const unlimited = (1n << 256n) - 1n;
  await fakeRpc(page, RPC.ethereum, {
    chainId: 1,
    balances: { [ETH_USDT.toLowerCase()]: 1_234_560_000n, [ETH_USDC.toLowerCase()]: 0n },
    allowances: { [ETH_USDT.toLowerCase()]: unlimited },
  }, sent);
  await fakeRpc(page, RPC.bsc, { chainId: 56, balances: { [BSC_USDT.toLowerCase()]: 5n * 10n ** 18n }, allowances: {} }, sent);
  await signIn(page);
  await page.goto('/defi');

  await expect(page.getByRole('heading', { name: 'My wallet' })).toBeVisible();
  expect(await sent()).toEqual([]); // nothing is asked of the wallet before the tap
  await page.getByRole('button', { name: 'Connect Ethereum wallet' }).click();
  const ethereum = page.getByTestId('wallet-chain-ethereum');
  const usdt = page.getByTestId('wallet-token-ethereum-USDT');
  await expect(usdt.getByTestId('wallet-balance')).toHaveText('1,234.56');
  await expect(usdt.getByTestId('wallet-allowance')).toContainText('Legacy staking pool may spend: Unlimited');
  await expect(page.getByTestId('wallet-token-bsc-USDT').getByTestId('wallet-balance')).toHaveText('5');
  await expect(page.getByTestId('wallet-token-bsc-USDT')).toContainText('No open allowances');
  await expect(ethereum.getByRole('link', { name: 'Approvals on the explorer' })).toHaveAttribute('href', `https://etherscan.io/tokenapprovalchecker?search=${OWNER}`);

  await usdt.getByRole('button', { name: 'Revoke' }).click();
  const sheet = page.getByRole('dialog', { name: 'Revoke allowance' });
  await expect(sheet).toContainText('This sets the allowance of Legacy staking pool for your USDT on Ethereum to 0');
  await expect(sheet.getByTestId('revoke-facts')).toContainText(SPENDER);
  expect((await sent()).filter((r) => r.method === 'eth_sendTransaction')).toEqual([]);

  await countConfirmation(page);
  await sheet.getByRole('button', { name: 'Revoke' }).click();
  await expect(sheet.getByText('Allowance revoked')).toBeVisible();
  await expect(usdt).toContainText('No open allowances');

  const transactions = (await sent()).filter((r) => r.method === 'eth_sendTransaction');
  expect(transactions).toHaveLength(1);
  const tx = transactions[0]!;
  expect(tx.confirmations).toBe(1);
  const { to, data, from } = tx.params![0] as { to: string; data: string; from: string };
  expect(from).toBe(OWNER);
  expect(to).toBe(ETH_USDT);
  expect(data).toBe(`${APPROVE}${SPENDER.slice(2).toLowerCase().padStart(64, '0')}${'0'.repeat(64)}`);
  // Nothing but reads, the account request and this transaction went to the wallet.
  for (const r of await sent()) expect(['eth_requestAccounts', 'eth_chainId', 'wallet_switchEthereumChain', 'eth_sendTransaction']).toContain(r.method);
  // Nothing about the approval reached the server.
  for (const r of apiRequests) {
    const text = `${r.url()} ${r.postData() ?? ''}`.toLowerCase();
    expect(text).not.toContain(TX_HASH.slice(2));
    expect(text).not.toContain('approve');
    expect(text).not.toContain(OWNER.slice(2));
  }
});
