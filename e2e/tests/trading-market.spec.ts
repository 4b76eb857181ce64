import { expect, test } from '@playwright/test';
import { PORT } from '../playwright.config';
import { dev, signIn } from './support';
import { clock } from './trading-market-support';

const HARBOR = `http://harbor.localhost:${PORT}`;

test.beforeEach(async ({ request }) => {
  await dev.reset(request);
  await dev.pauseMarket(request);
});
test.afterEach(async ({ request }) => {
  await clock.reset(request);
  await dev.resumeMarket(request);
});

test('the quote screen shows live prices and flashes each tick', async ({ page, request }) => {
  await dev.setPrice(request, 'btcusdt', '43210.98');
  await page.goto('/quote?tab=spot');
  const price = page.getByTestId('quote-list').getByTestId('quote-row-btcusdt').getByTestId('price');
  await expect(price).toHaveText(/43,?210\.98/);

  await dev.setPrice(request, 'btcusdt', '45000.5');
  await expect(price).toHaveText(/45,?000\.50/);
  await expect(price).toHaveAttribute('data-flash', 'up');
  await dev.setPrice(request, 'btcusdt', '44000');
  await expect(price).toHaveText(/44,?000\.00/);
  await expect(price).toHaveAttribute('data-flash', 'down');
});

test('a coin goes on the watchlist from /addOptional and from the detail star, and the home shows it', async ({ page }) => {
  await signIn(page);
  await expect(page.getByTestId('home-watchlist')).toHaveCount(0);

  // A user without favourites opens on a market; the favourites are empty, with an "Add".
  await page.goto('/quote');
  await expect(page.getByRole('tab', { name: 'Spot' })).toHaveAttribute('aria-selected', 'true');
  await page.getByTestId('quote-tab-favourites').click();
  await page.getByTestId('watchlist-add').click();
  await expect(page).toHaveURL(/\/addOptional$/);
  await page.getByTestId('add-ethusdt').click();
  await page.getByTestId('add-solusdt').click();
  await page.getByTestId('add-optional-submit').click();
  await expect(page).toHaveURL(/\/quote/);
  const favourites = page.getByTestId('quote-list');
  await expect(favourites.getByTestId('quote-row-ethusdt')).toBeVisible();
  await expect(favourites.getByTestId('quote-row-solusdt')).toBeVisible();

  // The detail star adds one and takes another off.
  await page.goto('/detail?symbol=btcusdt');
  const btcStar = page.getByTestId('watch-star-btcusdt');
  await expect(btcStar).toHaveAttribute('aria-pressed', 'false');
  await btcStar.click();
  await expect(btcStar).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/detail?symbol=ethusdt');
  const ethStar = page.getByTestId('watch-star-ethusdt');
  await expect(ethStar).toHaveAttribute('aria-pressed', 'true');
  await ethStar.click();
  await expect(ethStar).toHaveAttribute('aria-pressed', 'false');

  await page.goto('/home');
  const home = page.getByTestId('home-watchlist');
  await expect(home.getByTestId('watch-solusdt')).toBeVisible();
  await expect(home.getByTestId('watch-btcusdt')).toBeVisible();
  await expect(home.getByTestId('watch-ethusdt')).toHaveCount(0);
  await home.getByRole('link', { name: 'See all' }).click();
  await expect(page).toHaveURL(/\/quote\?tab=favourites$/);
});

test('the K-line draws the history, then a new candle when the minute turns', async ({ page, request }) => {
  await signIn(page);
  // Early in the market's current minute, so the page loads well before it turns on its own.
  const minute = await clock.currentMinute(request);
  await clock.set(request, minute + 5_000);
  await page.goto('/detail?symbol=btcusdt');
  const chart = page.getByTestId('kline-chart');
  await expect(chart.locator('canvas').first()).toBeVisible();
  await expect(chart).toHaveAttribute('data-candles', /^[1-9]\d*$/);
  const before = Number(await chart.getAttribute('data-candles'));

  // Past the minute: the next price opens a new candle.
  await clock.set(request, minute + 65_000);
  await dev.setPrice(request, 'btcusdt', '70123.45');
  await expect(chart).toHaveAttribute('data-candles', String(before + 1));
  await expect(page.getByTestId('detail-price')).toHaveText(/70,?123\.45/);
  // The TradingView attribution the library's licence asks for, right under the chart.
  await expect(chart.locator('xpath=following-sibling::a[1]')).toHaveAttribute('href', /tradingview\.com/);
});

test('harbor, without the second contract, has no second-contract tab', async ({ page }) => {
  await page.goto(`${HARBOR}/quote?tab=spot`);
  await expect(page.getByTestId('quote-tab-spot')).toBeVisible();
  await expect(page.getByTestId('quote-tab-contract')).toBeVisible();
  await expect(page.getByTestId('quote-tab-second')).toHaveCount(0);
  await expect(page.getByTestId('quote-list').getByRole('link').first()).toBeVisible();
});
