import { expect, test, type APIRequestContext } from '@playwright/test';
import { dev } from './support';

interface WsStats {
  connections: number;
  totalSubscriptions: number;
  duplicateSubscribes: number;
  perConnection: { subscriptions: string[] }[];
}
const stats = async (request: APIRequestContext) => ((await (await request.get('/api/__dev/ws-stats')).json()).data as WsStats);

test.beforeEach(async ({ request }) => dev.reset(request));

test('a hidden tab view stays alive but drops its socket subscriptions until shown again', async ({ page, request }) => {
  const homeCoins = (await (await request.get('/api/common/getAllSetting')).json()).data.homeCoins as string[];
  await page.goto('/home');
  await expect(page.getByTestId('coin-btcusdt').getByTestId('price')).not.toHaveText('--');
  await expect.poll(async () => (await stats(request)).totalSubscriptions).toBe(homeCoins.length);

  // Mark the live home view: if it is kept alive, the mark is still there when we come back.
  await page.getByTestId('coin-btcusdt').evaluate((el) => el.setAttribute('data-kept', 'yes'));
  await page.getByRole('navigation', { name: 'More' }).getByRole('link', { name: /help center/i }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/help/i);
  await expect.poll(async () => (await stats(request)).totalSubscriptions).toBe(0);

  await page.goBack();
  await expect(page.getByTestId('coin-btcusdt')).toHaveAttribute('data-kept', 'yes');
  await expect.poll(async () => (await stats(request)).totalSubscriptions).toBe(homeCoins.length);
  // One market socket carries this page's subscriptions (sockets of pages closed by earlier
  // tests may linger at the server without any).
  await expect.poll(async () => (await stats(request)).perConnection.filter((c) => c.subscriptions.length > 0).length).toBe(1);
  expect((await stats(request)).duplicateSubscribes).toBe(0);
});
