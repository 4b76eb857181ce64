import { expect, test } from '@playwright/test';
import { dev } from './support';

test.beforeEach(async ({ request }) => {
  await dev.reset(request);
  await dev.pauseMarket(request);
});
test.afterEach(async ({ request }) => dev.resumeMarket(request));

test('the home screen shows the home coins with live prices', async ({ page, request }) => {
  await dev.setPrice(request, 'btcusdt', '43210.98');
  await page.goto('/home');
  const btc = page.getByTestId('coin-btcusdt');
  await expect(btc.getByTestId('price')).toHaveText(/43,?210\.98/);

  // A tick from the market socket changes the row without a reload.
  await dev.setPrice(request, 'btcusdt', '45000.5');
  await expect(btc.getByTestId('price')).toHaveText(/45,?000\.50/);
});

test('the home screen shows the latest notice and the tab bar', async ({ page, request }) => {
  const latest = (await (await request.get('/api/notice/list?key=NOTICE')).json()).rows[0] as { title: string };
  await page.goto('/');
  await expect(page.getByTestId('notice-strip')).toContainText(latest.title);
  await expect(page.getByRole('navigation', { name: /main sections/i })).toBeVisible();
  await expect(page).toHaveTitle(/Home · Atrium/);
});
