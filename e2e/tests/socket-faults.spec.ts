import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { dev, signIn } from './support';
import { reconnectWaits, recordSockets, socketLog, sockets, subscribedConnections, untilClosed } from './socket-support';

/**
 * Socket faults (issue 11): the server drops every socket, refuses new ones (HTTP 503, or
 * accepting and closing at once), or sends frames that are not protocol. The app shows its
 * prices as stale while down, reconnects after 3 s and then with growing, jittered waits, says
 * each subscription once per connection, and recovers; bad frames change nothing. Reconnect
 * timers run on page.clock; the waits are read from the page's own sockets (socket-support.ts)
 * and the attempts from the server's log (/api/__dev/sockets/attempts).
 */

test.beforeEach(async ({ page, request, browser }) => {
  // The server counts every client's upgrades: a page an earlier test left open would reconnect
  // into these counts (after a drop, 3 s later in real time), so none may be left.
  expect(browser.contexts(), 'browser contexts left open by earlier tests').toHaveLength(1);
  await dev.reset(request);
  // A clean slate: the proxy may still hold the upstream socket of an earlier test's closed page.
  await sockets.drop(request);
  await recordSockets(page);
  await page.clock.install();
});
test.afterEach(async ({ request }) => dev.resumeMarket(request));

const homeCoins = async (request: APIRequestContext) => (await (await request.get(`${BASE_URL}/api/common/getAllSetting`)).json()).data.homeCoins as string[];
const btcPrice = (page: Page) => page.getByTestId('coin-btcusdt').getByTestId('price');

/** /home with live prices, its subscriptions said to the server: one connection, one DETAIL per home coin. */
async function liveHome(page: Page, request: APIRequestContext): Promise<string[]> {
  await page.goto('/home');
  await expect(btcPrice(page)).not.toHaveText('--');
  const coins = await homeCoins(request);
  await expectOneSubscriptionPerSymbol(request, coins);
  // Ours is the only socket (beforeEach dropped the others): each drop must find exactly it.
  await expect.poll(async () => (await sockets.stats(request)).connections).toBe(1);
  return coins;
}

async function expectOneSubscriptionPerSymbol(request: APIRequestContext, coins: string[]) {
  await expect.poll(async () => subscribedConnections(await sockets.stats(request)).length).toBe(1);
  const stats = await sockets.stats(request);
  expect(subscribedConnections(stats)[0]!.subscriptions.sort()).toEqual(coins.map((c) => `DETAIL:${c}`).sort());
  expect(stats.totalSubscriptions).toBe(coins.length);
  expect(stats.duplicateSubscribes).toBe(0);
}

/** The window of reconnect attempt k (0-based) as backoff.ts draws it: 3 s, then [w/2, w], w = min(30 s, 3 s × 2^k). */
const windowOf = (k: number) => (k === 0 ? 3000 : Math.min(30_000, 3000 * 2 ** k));

/**
 * Lets `attempts` reconnect attempts happen on a paused page clock, each turned away by the
 * server, and answers the waits the page chose before each (close → next socket, page-clock ms).
 */
async function turnedAway(page: Page, attempts: number): Promise<number[]> {
  await untilClosed(page, 'market', 1);
  for (let k = 0; k < attempts; k++) {
    await page.clock.runFor(windowOf(k));
    await untilClosed(page, 'market', k + 2);
  }
  return reconnectWaits(await socketLog(page, 'market'));
}

/** From here the page's time moves only when the test says (runFor): each wait is exact. */
async function pauseClock(page: Page) {
  // A second ahead: the page's clock runs on while this call travels.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

function expectGrowingWaits(waits: number[]) {
  expect(waits[0]).toBe(3000);
  waits.forEach((wait, k) => {
    expect(wait, `wait ${k}`).toBeGreaterThanOrEqual(k === 0 ? 3000 : windowOf(k) / 2);
    expect(wait, `wait ${k}`).toBeLessThanOrEqual(windowOf(k));
  });
}

test('each of several drops: prices turn stale, come back live 3 s later with one subscription per symbol, one reconnection seen by the server', async ({ page, request }) => {
  const coins = await liveHome(page, request);
  await dev.pauseMarket(request);
  const { lastSeq } = await sockets.attempts(request);
  const stale = page.getByTestId('stale-marker');

  for (let drop = 1; drop <= 3; drop++) {
    expect((await sockets.drop(request)).closed).toBe(1);
    await expect(stale).toBeVisible();
    await untilClosed(page, 'market', drop);
    await page.clock.runFor(3_000);
    await expect(stale).toBeHidden();
    await dev.setPrice(request, 'btcusdt', `5${drop}234.5`);
    await expect(btcPrice(page)).toHaveText(new RegExp(`5${drop},?234\\.50`));
    await expectOneSubscriptionPerSymbol(request, coins);
    // A connection that lasts 10 s is stable: the next drop is retried after 3 s again.
    await page.clock.runFor(10_000);
  }
  // The page's clock runs on its own here (the prices are painted on animation frames), so a
  // wait may read a few ms over its 3 000.
  const waits = reconnectWaits(await socketLog(page, 'market'));
  expect(waits).toHaveLength(3);
  for (const wait of waits) expect([wait >= 3000, wait < 3100]).toEqual([true, true]);
  test.info().annotations.push({ type: 'waits (ms)', description: waits.join(', ') });
  // The server saw one reconnection per drop, nothing more.
  const seen = (await sockets.attempts(request, lastSeq)).attempts;
  expect(seen.map((a) => `${a.socket}:${a.refused}`)).toEqual(['market:false', 'market:false', 'market:false']);
});

test('refused reconnections back off with growing, jittered waits while prices stay stale, then recover with one subscription per symbol', async ({ page, request }) => {
  const coins = await liveHome(page, request);
  const { lastSeq } = await sockets.attempts(request);
  await pauseClock(page);
  await sockets.refuse(request, true);
  await sockets.drop(request);
  const stale = page.getByTestId('stale-marker');
  await expect(stale).toBeVisible();

  const waits = await turnedAway(page, 5);
  expectGrowingWaits(waits);
  await expect(stale).toBeVisible();
  const refused = (await sockets.attempts(request, lastSeq)).attempts;
  expect(refused).toHaveLength(5);
  expect(refused.every((a) => a.socket === 'market' && a.refused)).toBe(true);
  test.info().annotations.push({ type: 'waits (ms)', description: waits.join(', ') });

  await sockets.refuse(request, false);
  await dev.pauseMarket(request);
  await dev.setPrice(request, 'btcusdt', '51234.5');
  await page.clock.runFor(windowOf(5));
  await page.clock.resume();
  await expect(stale).toBeHidden();
  await expect(btcPrice(page)).toHaveText(/51,?234\.50/);
  await expectOneSubscriptionPerSymbol(request, coins);
  const all = (await sockets.attempts(request, lastSeq)).attempts;
  expect(all.map((a) => a.refused)).toEqual([true, true, true, true, true, false]);
});

test('a server that accepts and closes at once is retried with growing waits too, not every 3 s', async ({ page, request }) => {
  const coins = await liveHome(page, request);
  const { lastSeq } = await sockets.attempts(request);
  await pauseClock(page);
  await sockets.refuse(request, true, 'close');
  await sockets.drop(request);
  await expect(page.getByTestId('stale-marker')).toBeVisible();

  const waits = await turnedAway(page, 4);
  expectGrowingWaits(waits);
  // These did open (and were closed at once with 1013) before the next wait was chosen.
  const log = await socketLog(page, 'market');
  expect(log.slice(1).map((s) => [s.openedAt !== null, s.code])).toEqual(Array.from({ length: 4 }, () => [true, 1013]));
  expect((await sockets.attempts(request, lastSeq)).attempts).toHaveLength(4);
  test.info().annotations.push({ type: 'waits (ms)', description: waits.join(', ') });

  await sockets.refuse(request, false);
  await page.clock.runFor(windowOf(4));
  await page.clock.resume();
  await expect(page.getByTestId('stale-marker')).toBeHidden();
  await expectOneSubscriptionPerSymbol(request, coins);
});

test('malformed frames on both sockets change nothing: no page error, no reconnection, no dialog, prices update on the next good frame', async ({ page, request }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signIn(page);
  const coins = await homeCoins(request);
  await expectOneSubscriptionPerSymbol(request, coins);
  await expect.poll(async () => (await sockets.stats(request)).userSockets.reduce((n, u) => n + u.connections, 0)).toBe(1);
  await dev.pauseMarket(request);
  await dev.setPrice(request, 'btcusdt', '48000');
  await expect(btcPrice(page)).toHaveText(/48,?000\.00/);
  const { lastSeq } = await sockets.attempts(request);

  for (const kind of ['invalid-json', 'wrong-shape', 'unknown-type', 'huge']) {
    expect(await sockets.malformed(request, kind)).toMatchObject({ market: 1, user: 1 });
  }
  // The next good frame, sent after the bad ones on the same socket, is applied.
  await dev.setPrice(request, 'btcusdt', '48123.25');
  await expect(btcPrice(page)).toHaveText(/48,?123\.25/);

  expect(errors).toEqual([]);
  expect((await sockets.attempts(request, lastSeq)).attempts).toEqual([]);
  expect((await socketLog(page, 'market')).every((s) => s.closedAt === null)).toBe(true);
  expect((await socketLog(page, 'user')).every((s) => s.closedAt === null)).toBe(true);
  await expect(page.getByTestId('stale-marker')).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectOneSubscriptionPerSymbol(request, coins);
});

test('the user socket of a signed-in page reconnects once after a drop, and a push reaches it once', async ({ page, request }) => {
  await signIn(page);
  const userId = await page.evaluate(async () => {
    const token = Object.entries(localStorage).find(([k]) => k.endsWith('_TOKEN'))![1];
    return (await (await fetch('/api/user/getInfo', { headers: { authorization: token } })).json()).data.user.userId as number;
  });
  const mine = async () => (await sockets.stats(request)).userSockets.filter((u) => u.userId === userId).reduce((n, u) => n + u.connections, 0);
  await expect.poll(mine).toBe(1);
  const { lastSeq } = await sockets.attempts(request);

  for (let drop = 1; drop <= 2; drop++) {
    await sockets.drop(request);
    await untilClosed(page, 'user', drop);
    await page.clock.runFor(6_000);
    await expect.poll(mine).toBe(1);
  }
  const seen = (await sockets.attempts(request, lastSeq)).attempts;
  expect(seen.filter((a) => a.socket === 'user').map((a) => a.refused)).toEqual([false, false]);
  const waits = reconnectWaits(await socketLog(page, 'user'));
  // The page's clock runs on its own between the test's steps: a wait may read a few ms over.
  expect([waits[0]! >= 3000, waits[0]! < 3100]).toEqual([true, true]);
  expect(waits[1]).toBeGreaterThanOrEqual(3000);
  expect(waits[1]).toBeLessThanOrEqual(6100);

  expect((await sockets.post(request, 'user-push', { loginName: 'demo', type: 'OWNCOIN', data: { amountLimit: 'Back again', msg: 'One socket, one dialog.' } })).delivered).toBe(1);
  await expect(page.getByRole('dialog', { name: 'Back again' })).toHaveCount(1);
});
