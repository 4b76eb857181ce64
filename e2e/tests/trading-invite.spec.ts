import { expect, test, type APIRequestContext } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { closePopupsWhenShown } from './account-support';
import { demoInviteCode, NEW_PASSWORD } from './auth-support';
import { dev, signIn } from './support';

/**
 * The trading remote's invite and rules screens (/plug, /addIncome, /tradingRules) on the
 * reference API: the demo user's code and link, a friend who signs up with it, and the
 * commission the friend's trading fees pay the demo user.
 */

/** The API as `token`'s user, through the static host (which names the tenant). */
async function call<T>(request: APIRequestContext, token: string | null, method: 'GET' | 'POST', path: string, data?: unknown) {
  const response = await request.fetch(`${BASE_URL}/api${path}`, {
    method,
    headers: token ? { authorization: token } : {},
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { code: number; msg: string; data: T };
  expect(body.code, body.msg).toBe(200);
  return body.data;
}

/** Signs a new account up with the invite code through the API, and signs it in. */
async function signUpInvited(request: APIRequestContext, loginName: string, activeCode: string): Promise<string> {
  await call(request, null, 'POST', '/user/register', { signType: 3, loginName, loginPassword: NEW_PASSWORD, activeCode });
  const login = await call<{ satoken: string }>(request, null, 'POST', '/user/login', { signType: 3, loginName, loginPassword: NEW_PASSWORD });
  return login.satoken;
}

/** The percentage the screens show for a rate, in English: the kit's percent, two decimals ("0.05%"). */
const percent = (rate: string) => `${(Number(rate) * 100).toFixed(2)}%`;

test.beforeEach(async ({ page, request }) => {
  await dev.reset(request);
  await closePopupsWhenShown(page);
});

test('/plug shows the signed-in user’s code, the invite link and its QR code', async ({ page, request }) => {
  const code = await demoInviteCode(request);
  await signIn(page);
  await page.goto('/plug');
  await expect(page.getByTestId('invite-code')).toHaveText(code);
  await expect(page.getByTestId('invite-link')).toHaveText(`${BASE_URL}/i&${code}`);
  const qr = page.locator('svg').filter({ has: page.locator('title', { hasText: 'QR code of your invite link' }) });
  await expect(qr).toBeVisible();
  await expect(qr.locator('path').first()).toBeAttached();
  await expect(page.getByTestId('invite-stats')).toContainText('Commission rate20.00%');

  await page.getByRole('link', { name: 'See invite income' }).click();
  await expect(page).toHaveURL(/\/addIncome$/);
});

test('/tradingRules shows the rules and the fee rates the server applies', async ({ page, request }) => {
  await signIn(page);
  const token = await page.evaluate(() => localStorage.getItem('Atrium_TOKEN'));
  const config = await call<{ contract: { feeRate: string }; spot: { feeRate: string } }>(request, token, 'GET', '/trade/config');
  await page.goto('/tradingRules');
  await expect(page.getByRole('heading', { name: 'Before you trade' })).toBeVisible();
  await expect(page.getByTestId('contract-fee-rate')).toHaveText(percent(config.contract.feeRate));
  await expect(page.getByTestId('spot-fee-rate')).toHaveText(percent(config.spot.feeRate));
  // The atrium tenant offers the second contract: its periods are listed.
  await expect(page.getByTestId('second-contract-periods').getByRole('row').nth(1)).toBeVisible();
});

test('/addIncome lists a friend who signed up with the code, then the commission of the friend’s trade', async ({ page, request }) => {
  const code = await demoInviteCode(request);
  const friend = await signUpInvited(request, 'friend_e2e', code);

  await signIn(page);
  await page.goto('/addIncome');
  await expect(page.getByTestId('invite-stats')).toContainText('Friends invited1');
  const invitees = page.getByTestId('invitee-list').getByRole('listitem');
  await expect(invitees).toHaveCount(1);
  await expect(invitees.first()).toContainText(/^fr.*\*/);
  await page.getByRole('tab', { name: 'Commissions' }).click();
  await expect(page.getByText('No commission yet.')).toBeVisible();

  // The friend trades: a contract position opened and closed at a fixed price.
  await dev.pauseMarket(request);
  await dev.setPrice(request, 'btcusdt', '60000');
  expect((await request.post(`${BASE_URL}/api/__dev/credit`, { data: { loginName: 'friend_e2e', coin: 'usdt', amount: '1000', account: 'contract' } })).ok()).toBe(true);
  const order = await call<{ positionId: number }>(request, friend, 'POST', '/contract/order/submit', {
    symbol: 'btcusdt',
    direction: 'long',
    type: 'market',
    amount: '100',
    leverage: 10,
  });
  await call(request, friend, 'POST', `/contract/stopPosition?id=${order.positionId}`);

  await page.reload();
  const commissions = page.getByTestId('commission-list').getByRole('listitem');
  // One commission for the opening fee, one for the closing fee.
  await expect(commissions).toHaveCount(2);
  await expect(commissions.first()).toContainText('Contract trading fee');
  await expect(commissions.first()).toContainText('USDT');
  await page.getByRole('tab', { name: 'Invited friends' }).click();
  await expect(page.getByTestId('invitee-list').getByRole('listitem').first()).not.toContainText('+0 USDT');
});
