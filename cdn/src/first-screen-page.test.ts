import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import Fastify from 'fastify';
import { createShellOrigin } from './shell-origin';
import { fixtureDir, tenantConfigJs, writeFiles } from './test-fixtures';

const root = fixtureDir('first-screen-page');
const shellDir = join(root, 'shell', 'dist');
const platformDir = join(root, 'config', 'platform');
// The built index.html's app shell, as the build writes it (no comments; the section marks the rows).
const PLACEHOLDER = '<section data-atrium-first-screen><div class="app-shell__row"></div></section>';
writeFiles(shellDir, {
  'index.html': `<html><head><meta name="atrium-env" content="atrium"><title>Atrium</title></head><body><div id="root"><div class="app-shell"><div class="app-shell__bar"><span data-atrium-brand></span></div>${PLACEHOLDER}</div></div></body></html>`,
});
writeFiles(platformDir, { 'atrium/config.js': tenantConfigJs('atrium') });

// A stand-in API answering the first screen's reads after `delayMs`, with the tenant it was told.
let delayMs = 0;
const tenants: unknown[] = [];
const api = Fastify();
api.get('/api/common/getAllSetting', async (request) => {
  tenants.push(request.headers['x-atrium-tenant']);
  await new Promise((resolve) => setTimeout(resolve, delayMs));
  return { code: 200, msg: 'ok', data: { playing: [{ imgUrl: '/api/static/banners/welcome.svg' }], homeCoins: ['btcusdt'] } };
});
api.get('/api/common/getCoinList', async () => ({
  code: 200,
  msg: 'ok',
  data: { currencyList: [{ symbol: 'btcusdt', coin: 'btc', baseCoin: 'usdt', market: 'spot', customizeFlag: 0, showSymbol: '', logo: '/btc.svg' }], contractList: [], coinList: [] },
}));
let shell: Awaited<ReturnType<typeof createShellOrigin>>;

beforeAll(async () => {
  const address = await api.listen({ port: 0, host: '127.0.0.1' });
  shell = await createShellOrigin({ shellDir, platformDir, apiOrigin: address, defaultEnv: 'atrium', development: true });
});
afterAll(async () => {
  await Promise.all([shell.close(), api.close()]);
});
beforeEach(async () => {
  delayMs = 0;
  // Development mode's hook: nothing kept, no delay.
  expect((await shell.inject({ method: 'PUT', url: '/__first-screen', payload: { delayMs: 0 } })).statusCode).toBe(204);
});

const page = async (url: string) => (await shell.inject({ method: 'GET', url, headers: { host: 'localhost:8080' } })).body;

describe('/home’s first screen in the HTML', () => {
  it('draws the first banner and coin rows in place of the placeholder rows on / and /home, read for the tenant', async () => {
    for (const url of ['/', '/home', '/home?from=tab']) {
      const html = await page(url);
      expect(html).toContain('<img class="app-shell__banner" data-atrium-first-banner src="http://localhost:8080/api/static/banners/welcome.svg"');
      expect(html).toContain('<span class="app-shell__symbol">BTC/USDT</span>');
      // Its preload comes with the first reads, before the boot's scripts.
      expect(html).toContain('<link rel="preload" as="image" href="http://localhost:8080/api/static/banners/welcome.svg" fetchpriority="high"><title>');
      expect(html).not.toContain(PLACEHOLDER);
      expect(html).toContain('<span data-atrium-brand>atrium</span>');
    }
    expect(tenants).toContain('atrium');
  });

  it('leaves every other path’s HTML as it was', async () => {
    const html = await page('/quote');
    expect(html).toContain(PLACEHOLDER);
    expect(html).not.toContain('data-atrium-first-banner');
  });

  it('does not hold the HTML for a slow API: the app shell goes out within the wait, and the reading serves the next page', async () => {
    delayMs = 1500;
    const started = Date.now();
    const html = await page('/home');
    // READING_WAIT_MS (150 ms) plus the work of a loaded test machine, well short of the API's 1.5 s.
    expect(Date.now() - started).toBeLessThan(1000);
    expect(html).toContain(PLACEHOLDER);
    await expect.poll(async () => page('/home'), { timeout: 5000, interval: 200 }).toContain('data-atrium-first-banner');
  });

  it('is turned off by development mode’s hook (the benchmark’s baseline)', async () => {
    expect((await shell.inject({ method: 'PUT', url: '/__first-screen', payload: { off: true } })).statusCode).toBe(204);
    expect(await page('/home')).toContain(PLACEHOLDER);
  });

  it('refuses a delay it cannot use', async () => {
    expect((await shell.inject({ method: 'PUT', url: '/__first-screen', payload: { delayMs: -1 } })).statusCode).toBe(400);
  });
});
