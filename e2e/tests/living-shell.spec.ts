import { expect, test, type APIRequestContext } from '@playwright/test';
import { BASE_URL, PORT } from '../playwright.config';
import { dev, signIn } from './support';

const post = async (request: APIRequestContext, path: string, data: object) => {
  const response = await request.post(`${BASE_URL}${path}`, { data });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()).data;
};
const wsStats = async (request: APIRequestContext) => (await (await request.get(`${BASE_URL}/api/__dev/ws-stats`)).json()).data;

test.beforeEach(async ({ request }) => dev.reset(request));
test.afterEach(async ({ request }) => dev.resumeMarket(request));

test('the activity popup shows the offer, cannot be dismissed by the backdrop, and Claim marks it claimed and heads to /defi', async ({ page, request }) => {
  await post(request, '/api/__dev/defi-activity', { loginName: 'demo', totleAmount: '10000', amount: '500', beginTimeS: Date.now() - 1000, endTimeS: Date.now() - 1000 + 7.5 * 86_400_000 });
  await signIn(page);
  const popup = page.getByRole('dialog').filter({ has: page.getByTestId('activity-popup') });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('8 days');
  // The kit's amount formatter, with the unit: the total and the reward.
  await expect(popup).toContainText('Total amount10,000 USDT');
  await expect(popup).toContainText('Reward500 USDT');
  await page.mouse.click(5, 5); // the backdrop
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Claim' }).click();
  await expect(popup).toBeHidden();
  await expect(page).toHaveURL(/\/defi$/);
  const userId = (await page.evaluate(async () => {
    const token = Object.entries(localStorage).find(([k]) => k.endsWith('_TOKEN'))![1];
    return (await (await fetch('/api/user/getInfo', { headers: { authorization: token } })).json()).data.user.userId;
  })) as number;
  const left = await page.evaluate(async (id) => {
    const token = Object.entries(localStorage).find(([k]) => k.endsWith('_TOKEN'))![1];
    return (await (await fetch(`/api/apiDefi/showDefiActivityNotice/${id}`, { headers: { authorization: token } })).json()).data;
  }, userId);
  expect(left).toEqual([]);
});

test('the announcement shows once, never again after it is closed, and its closing covers nothing', async ({ page, request }) => {
  await post(request, '/api/__dev/mail', { loginName: 'demo', title: 'Scheduled upgrade', content: '<p>We upgrade <strong>tonight</strong>.</p><img src=x onerror="window.__xss=1">', type: 1 });
  await signIn(page);
  const popup = page.getByRole('dialog', { name: 'Scheduled upgrade' });
  await expect(popup).toBeVisible();
  await expect(popup.getByText('tonight')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  const marked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/mail/updateMail');
  await popup.getByRole('button', { name: 'Close', exact: true }).click();
  // The server is told; nothing is thrown over the screen the user comes back to.
  expect((await (await marked).json()).msg).toBe('Marked as read');
  await expect(popup).toHaveCount(0);
  await expect(page.getByRole('status')).not.toContainText('Marked as read');
  await page.reload();
  await expect(page.getByTestId('coin-btcusdt')).toBeVisible();
  await expect(popup).toHaveCount(0);
});

test('a frozen account is stopped by a dialog whose Confirm signs out to /sign-in', async ({ page }) => {
  await signIn(page, { username: 'frozen', password: 'demo1234' });
  const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('frozen-dialog') });
  await expect(dialog).toContainText('Your account has been frozen');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  expect(await page.evaluate(() => Object.keys(localStorage).some((k) => k.endsWith('_TOKEN')))).toBe(false);
});

test('in a tenant flagged for it, the frozen dialog opens customer service instead', async ({ page, request }) => {
  const harbor = `http://harbor.localhost:${PORT}`;
  await page.route('https://chat.harbor.example/**', (route) => route.fulfill({ body: '<title>Harbor support</title>', contentType: 'text/html' }));
  await page.goto(`${harbor}/home`);
  await page.evaluate(() => fetch('/api/__dev/settings', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ patch: { loginCaptcha: false } }) }));
  void request;
  await signIn(page, { username: 'frozen', password: 'demo1234' }, harbor);
  const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('frozen-dialog') });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/chat\.harbor\.example/);
});

test('a USER_STATUS push refreshes user info, and an OWNCOIN push opens its dialog', async ({ page, request }) => {
  await signIn(page);
  const userId = await page.evaluate(async () => {
    const token = Object.entries(localStorage).find(([k]) => k.endsWith('_TOKEN'))![1];
    return (await (await fetch('/api/user/getInfo', { headers: { authorization: token } })).json()).data.user.userId as number;
  });
  // This user's socket is open (sockets of other tests' users do not matter here).
  await expect.poll(async () => (await wsStats(request)).userSockets.filter((u: { userId: number }) => u.userId === userId).length).toBe(1);
  await post(request, '/api/__dev/user-push', { loginName: 'demo', type: 'OWNCOIN', data: { amountLimit: 'Daily limit reached', msg: 'You can withdraw again tomorrow.' } });
  const owncoin = page.getByRole('dialog', { name: 'Daily limit reached' });
  await expect(owncoin).toContainText('You can withdraw again tomorrow.');
  await owncoin.getByRole('button', { name: 'Confirm' }).click();
  // Freezing pushes USER_STATUS: the app fetches user info again and sees the frozen status.
  await post(request, '/api/__dev/freeze', { loginName: 'demo', frozen: true });
  await expect(page.getByTestId('frozen-dialog')).toBeVisible();
});

test('when the server drops every socket, prices turn stale, and after it comes back they are live again with one subscription per symbol', async ({ page, request }) => {
  await page.clock.install();
  await page.goto('/home');
  const price = page.getByTestId('coin-btcusdt').getByTestId('price');
  await expect(price).not.toHaveText('--');
  const homeCoins = (await (await request.get(`${BASE_URL}/api/common/getAllSetting`)).json()).data.homeCoins as string[];
  await expect.poll(async () => (await wsStats(request)).totalSubscriptions).toBe(homeCoins.length);

  await post(request, '/api/__dev/sockets/refuse', { refuse: true });
  await post(request, '/api/__dev/sockets/drop', {});
  await expect(page.getByTestId('stale-marker')).toBeVisible();
  // The first retry comes after 3 s and is refused; the marker stays.
  await page.clock.runFor(3_000);
  await expect(page.getByTestId('stale-marker')).toBeVisible();

  await post(request, '/api/__dev/sockets/refuse', { refuse: false });
  // A still market, so the price the reconnection shows is exactly the one set here.
  await dev.pauseMarket(request);
  await post(request, '/api/__dev/market/price', { symbol: 'btcusdt', price: '51234.5' });
  // Later retries back off with jitter, never beyond 30 s.
  await page.clock.runFor(30_000);
  await expect(page.getByTestId('stale-marker')).toBeHidden();
  await expect(price).toHaveText(/51,?234\.50/);
  // One socket carries this page's subscriptions (sockets of closed pages may linger without any).
  await expect.poll(async () => (await wsStats(request)).perConnection.filter((c: { subscriptions: string[] }) => c.subscriptions.length > 0).length).toBe(1);
  const stats = await wsStats(request);
  expect(stats.totalSubscriptions).toBe(homeCoins.length);
  expect(stats.duplicateSubscribes).toBe(0);
});

test('a page hidden for more than 300 s reloads when shown again', async ({ page }) => {
  await page.clock.install();
  await page.goto('/home');
  await expect(page.getByTestId('coin-btcusdt')).toBeVisible();
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  const setVisibility = (state: 'hidden' | 'visible') =>
    page.evaluate((s) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => s });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);
  await setVisibility('hidden');
  await page.clock.fastForward(301_000);
  const reloaded = page.waitForEvent('load');
  await setVisibility('visible');
  await reloaded;
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBeUndefined();
});
