import { expect, test, type Page, type Route } from '@playwright/test';
import { confirmSheet, dev, signIn } from './support';
import { api, available } from './funds-support';
import { trading } from './trading-orders-support';

/**
 * API faults against the error catalogue (spec §8), injected with `page.route` on the call of a
 * real user action: placing a contract order, a funds transfer, and reads (the home screen's coin
 * list, the balances on /assets).
 *
 * Where the fault loses the answer of a submit that did reach the server (HTTP 500, a body that is
 * not JSON, a timeout), the route first lets the request through, so the order IS made: the test
 * then proves the retry the user sends with the same form carries the same Idempotency-Key and
 * the server ends up with exactly one order or movement.
 */

/** What the screen shows for each fault, in English (packages/i18n/src/locales/en.json "common"). */
const SYSTEM_ERROR = 'System error';
const NETWORK_ANOMALY = 'Network anomaly';
const SERVER_MSG = 'Trading is paused for maintenance';
/** The client's HTTP timeout (spec §9). */
const TIMEOUT_MS = 10_000;

type Fault = 'http500' | 'code500' | 'malformed' | 'timeout' | 'offline';

/** Whether the fault loses an answer after the server has acted (the duplicate-order risk). */
const reachesServer = (fault: Fault) => fault === 'http500' || fault === 'malformed' || fault === 'timeout';
const message = (fault: Fault) => (fault === 'code500' ? SERVER_MSG : fault === 'malformed' ? SYSTEM_ERROR : NETWORK_ANOMALY);

/**
 * Injects `fault` on the calls matching `glob` until the returned function lifts it. `arrived`
 * resolves once the server has answered the first faulted call (or, for code 500, once it was
 * refused without reaching the server).
 */
async function inject(page: Page, glob: string, fault: Exclude<Fault, 'offline'>) {
  const held: Route[] = [];
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const handler = async (route: Route) => {
    if (fault === 'code500') {
      await route.fulfill({ json: { code: 500, msg: SERVER_MSG } });
    } else {
      const response = await route.fetch();
      expect((await response.json()).code).toBe(200);
      if (fault === 'http500') await route.fulfill({ status: 500, body: 'Internal Server Error' });
      if (fault === 'malformed') await route.fulfill({ status: 200, contentType: 'application/json', body: '{"code":200,"msg":"ok","data":{' });
      // The answer never comes: the route is held until the page has given up.
      if (fault === 'timeout') held.push(route);
    }
    arrive();
  };
  await page.route(glob, handler);
  return {
    arrived,
    async lift() {
      await page.unroute(glob, handler);
      // The page aborted the held call at its timeout; releasing it now reaches nobody.
      await Promise.all(held.map((route) => route.abort().catch(() => undefined)));
    },
  };
}

/** The Idempotency-Key of every request the page sends to `endpoint`, in order. */
function keysSentTo(page: Page, endpoint: string) {
  const keys: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith(endpoint)) keys.push(request.headers()['idempotency-key'] ?? '');
  });
  return keys;
}

/** A money form's button, then the Confirm of its confirmation step (issue 18: nothing moves unconfirmed). */
async function sendConfirmed(page: Page, button: string) {
  await page.getByRole('button', { name: button }).click();
  await confirmSheet(page).getByRole('button', { name: 'Confirm' }).click();
}

/** A submit form under test: how to fill it, send it, see it kept, and count what the server made. */
interface Form {
  name: string;
  endpoint: string;
  open(page: Page): Promise<void>;
  fill(page: Page): Promise<void>;
  send(page: Page): Promise<void>;
  /** The typed values are still in the form. */
  kept(page: Page): Promise<void>;
  /** The screen that proves the page did not crash. */
  alive(page: Page): Promise<void>;
  done: string;
  /** How many orders or movements the server has made. */
  made(page: Page): Promise<number>;
}

const contractOrder: Form = {
  name: 'a contract order',
  endpoint: '/contract/order/submit',
  async open(page) {
    await page.goto('/tradeU?symbol=btcusdt');
    await expect(page.getByTestId('contract-available')).toHaveText('1,000');
  },
  async fill(page) {
    await page.getByRole('textbox', { name: 'Margin (USDT)' }).fill('100');
    await page.getByRole('textbox', { name: 'Take-profit price (optional)' }).fill('60000');
  },
  send: (page) => sendConfirmed(page, 'Open long'),
  async kept(page) {
    await expect(page.getByRole('textbox', { name: 'Margin (USDT)' })).toHaveValue('100');
    await expect(page.getByRole('textbox', { name: 'Take-profit price (optional)' })).toHaveValue('60000');
  },
  async alive(page) {
    await expect(page.getByTestId('last-price')).toHaveText('50,000.00');
    await expect(page.getByRole('form', { name: 'Place an order' })).toBeVisible();
  },
  done: 'Order filled',
  made: async (page) => ((await api<unknown[]>(page, '/contract/order/list')).data ?? []).length,
};

const transfer: Form = {
  name: 'a funds transfer',
  endpoint: '/asset/transferFunds',
  async open(page) {
    expect(await available(page, 'usdt', 'spot')).toBe('0');
    await page.goto('/transfer');
  },
  fill: (page) => page.getByRole('textbox', { name: 'Amount' }).fill('10'),
  send: (page) => sendConfirmed(page, 'Transfer'),
  kept: (page) => expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('10'),
  alive: (page) => expect(page.getByRole('button', { name: 'Transfer' })).toBeEnabled(),
  done: 'Transfer complete',
  // The spot account started empty: each movement of 10 shows there.
  made: async (page) => Number(await available(page, 'usdt', 'spot')) / 10,
};

test.beforeEach(async ({ request }) => {
  await dev.reset(request);
  await dev.pauseMarket(request);
  await dev.setPrice(request, 'btcusdt', '50000');
  await trading.credit(request, 'contract', '1000');
});
test.afterEach(async ({ request }) => dev.resumeMarket(request));

for (const form of [contractOrder, transfer]) {
  for (const fault of ['http500', 'code500', 'malformed', 'timeout', 'offline'] as const) {
    test(`${form.name} under ${fault}: the catalogue's message, the form kept, one ${form === transfer ? 'movement' : 'order'} after the retry`, async ({ page, context }) => {
      // The client's timeout is a setTimeout: the page's clock jumps it instead of a 10 s wait.
      if (fault === 'timeout') await page.clock.install();
      await signIn(page);
      await form.open(page);
      await form.fill(page);
      const keys = keysSentTo(page, form.endpoint);

      const injected = fault === 'offline' ? null : await inject(page, `**/api${form.endpoint}`, fault);
      if (fault === 'offline') await context.setOffline(true);
      await form.send(page);
      if (injected) await injected.arrived;
      if (fault === 'timeout') {
        await expect(page.getByText(NETWORK_ANOMALY)).toHaveCount(0);
        await page.clock.fastForward(TIMEOUT_MS);
      }
      await expect(page.getByRole('status').getByText(message(fault), { exact: true }).first()).toBeVisible();
      await form.alive(page);
      await form.kept(page);
      if (fault === 'offline') await context.setOffline(false);
      await injected?.lift();
      expect(await form.made(page)).toBe(reachesServer(fault) ? 1 : 0);

      // The user sends the same form again once the fault is gone.
      await form.send(page);
      await expect(page.getByText(form.done)).toBeVisible();
      await expect.poll(() => form.made(page)).toBe(1);
      expect(new Set(keys).size, `keys sent: ${keys.join(', ')}`).toBe(1);
      expect(keys.length).toBeGreaterThanOrEqual(fault === 'offline' ? 1 : 2);
      expect(keys[0]).toMatch(/\S{8,}/);
    });
  }

  test(`${form.name} answered with a Token message signs the user out to /sign-in, nothing made`, async ({ page }) => {
    await signIn(page);
    await form.open(page);
    await form.fill(page);
    await page.route(`**/api${form.endpoint}`, (route) => route.fulfill({ json: { code: 500, msg: 'Token invalid, please sign in again' } }));
    await form.send(page);
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByRole('button', { name: /^sign in$/i })).toBeVisible();
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.endsWith('_TOKEN') && localStorage.getItem(k)))).toEqual([]);
    await page.unroute(`**/api${form.endpoint}`);
    await signIn(page);
    expect(await form.made(page)).toBe(0);
  });

  test(`${form.name} answered with Ip Prohibit leads to the blocked-IP page, nothing made`, async ({ page }) => {
    await signIn(page);
    await form.open(page);
    await form.fill(page);
    await page.route(`**/api${form.endpoint}`, (route) => route.fulfill({ json: { code: 500, msg: 'Ip Prohibit' } }));
    await form.send(page);
    await expect(page).toHaveURL(/\/blocked-ip$/);
    await expect(page.getByText('Access from your network is restricted')).toBeVisible();
    // The catalogue leads away without a toast.
    await expect(page.getByRole('status').getByText('Ip Prohibit')).toHaveCount(0);
    await page.unroute(`**/api${form.endpoint}`);
    expect(await form.made(page)).toBe(0);
  });
}

test.describe('reads', () => {
  const tabBar = (page: Page) => page.getByRole('navigation', { name: /main sections/i });

  for (const fault of ['http500', 'code500', 'malformed', 'timeout'] as const) {
    test(`the home coin list under ${fault}: the catalogue's message, home and the tab bar stay, the coins come back`, async ({ page }) => {
      if (fault === 'timeout') await page.clock.install();
      const glob = '**/api/common/getCoinList';
      const handler = async (route: Route) => {
        if (fault === 'code500') return route.fulfill({ json: { code: 500, msg: SERVER_MSG } });
        if (fault === 'http500') return route.fulfill({ status: 500, body: 'Internal Server Error' });
        if (fault === 'malformed') return route.fulfill({ status: 200, contentType: 'application/json', body: '{"code":200,"data":[' });
        // timeout: never answered; the page gives up at 10 s.
      };
      await page.route(glob, handler);
      const asked = page.waitForRequest(glob);
      await page.goto('/home');
      await asked;
      if (fault === 'timeout') await page.clock.fastForward(TIMEOUT_MS);
      await expect(page.getByRole('status').getByText(message(fault), { exact: true })).toBeVisible();
      await expect(tabBar(page)).toBeVisible();
      await expect(page.getByRole('heading', { name: /^Markets/ })).toBeVisible();
      await expect(page.getByTestId('coin-btcusdt')).toHaveCount(0);

      await page.unroute(glob, handler);
      await page.reload();
      await expect(page.getByTestId('coin-btcusdt').getByTestId('price')).toHaveText(/50,?000\.00/);
    });
  }

  test('offline: the refresh of /assets says so, keeps the balances and the tab bar, and refreshes by itself back online', async ({ page, context }) => {
    await signIn(page);
    await page.goto('/assets');
    const balance = page.getByTestId('balance-funding-usdt');
    await expect(balance).toBeVisible();
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByRole('status').getByText(NETWORK_ANOMALY, { exact: true })).toBeVisible();
    await expect(page.getByText(/^Offline, showing data from /)).toBeVisible();
    await expect(balance).toBeVisible();
    await expect(tabBar(page)).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText(/^Offline, showing data from /)).toBeHidden();
    await expect(balance).toBeVisible();
  });

  test('a signed-in read answered with a Token message signs the user out to /sign-in', async ({ page }) => {
    await signIn(page);
    await page.route('**/api/asset/assetBalance', (route) => route.fulfill({ json: { code: 500, msg: 'Token invalid, please sign in again' } }));
    await page.goto('/assets');
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByRole('button', { name: /^sign in$/i })).toBeVisible();
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.endsWith('_TOKEN') && localStorage.getItem(k)))).toEqual([]);
  });

  test('a read answered with Ip Prohibit leads to the blocked-IP page without a toast', async ({ page }) => {
    await page.route('**/api/common/getCoinList', (route) => route.fulfill({ json: { code: 500, msg: 'Ip Prohibit' } }));
    await page.goto('/home');
    await expect(page).toHaveURL(/\/blocked-ip$/);
    await expect(page.getByText('Access from your network is restricted')).toBeVisible();
    await expect(page.getByRole('status').getByText('Ip Prohibit')).toHaveCount(0);
  });
});
