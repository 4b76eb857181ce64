import { describe, expect, it } from 'vitest';
import { createFirstScreenReader } from './first-screen-reads';

const SETTINGS = {
  playing: [{ imgUrl: '/api/static/banners/welcome.svg' }, { imgUrl: '/b.svg' }],
  homeCoins: ['ethusdt', 'gone', 'btcusdt'],
  middleMenu: [
    { key: 'recharge', isOpen: true, linkUrl: '/recharge', imgUrl: '/api/static/menu/recharge.svg' },
    { key: 'closed', isOpen: false, linkUrl: '/transfer', imgUrl: '/api/static/menu/transfer.svg' },
    { key: 'outside', isOpen: true, linkUrl: 'https://elsewhere.example', imgUrl: '/x.svg' },
    { key: 'bare', isOpen: true, linkUrl: '/swap' },
  ],
};
const LISTS = {
  currencyList: [
    { symbol: 'btcusdt', coin: 'btc', baseCoin: 'usdt', market: 'spot', customizeFlag: 0, showSymbol: '', logo: '/api/static/coins/btc.svg' },
    { symbol: 'ethusdt', coin: 'eth', baseCoin: 'usdt', market: 'spot', customizeFlag: 2, showSymbol: 'Ether', logo: 'javascript:alert(1)' },
  ],
  contractList: [],
  coinList: [],
};
const WANTED = { tenant: 'acme', language: 'de', assetsBase: 'https://assets.acme.example' };

/** A stand-in API: answers each read after `delayMs`, recording what it was asked. */
function fakeApi(answer: (url: string) => unknown = (url) => ({ code: 200, msg: 'ok', data: url.includes('getAllSetting') ? SETTINGS : LISTS }), delayMs = 0) {
  const asked: { url: string; tenant: string | null }[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    asked.push({ url: String(input), tenant: new Headers(init?.headers).get('x-atrium-tenant') });
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const body = answer(String(input));
    if (body instanceof Error) throw body;
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { fetch, asked };
}

describe('the first screen’s reads', () => {
  it('reads the settings and coin lists as the page preloads them, for the tenant, in the visitor’s language', async () => {
    const api = fakeApi();
    const firstScreenFor = createFirstScreenReader({ apiOrigin: 'http://127.0.0.1:9', fetch: api.fetch });
    expect(await firstScreenFor(WANTED)).toEqual({
      bannerUrl: 'https://assets.acme.example/api/static/banners/welcome.svg',
      // The cells the app's shortcut grid draws: open entries with an in-app path, icon or not.
      shortcuts: [{ iconUrl: 'https://assets.acme.example/api/static/menu/recharge.svg' }, { iconUrl: null }],
      // The tenant's order; a coin the lists do not name is skipped; a javascript: logo is no image.
      coins: [
        { name: 'Ether', logoUrl: null },
        { name: 'BTC/USDT', logoUrl: 'https://assets.acme.example/api/static/coins/btc.svg' },
      ],
    });
    expect(api.asked).toEqual([
      { url: 'http://127.0.0.1:9/api/common/getAllSetting?lang=de', tenant: 'acme' },
      { url: 'http://127.0.0.1:9/api/common/getCoinList?lang=de', tenant: 'acme' },
    ]);
  });

  it('takes a banner address only when it is http(s)', async () => {
    const api = fakeApi((url) => ({ code: 200, data: url.includes('getAllSetting') ? { playing: [{ imgUrl: 'javascript:alert(1)' }], homeCoins: [] } : LISTS }));
    expect(await createFirstScreenReader({ apiOrigin: 'http://api', fetch: api.fetch })(WANTED)).toEqual({ bannerUrl: null, shortcuts: [], coins: [] });
  });

  it('answers null within its wait when the API is slow, and the reading once it arrives', async () => {
    const api = fakeApi(undefined, 400);
    const firstScreenFor = createFirstScreenReader({ apiOrigin: 'http://api', fetch: api.fetch, waitMs: 50 });
    const started = Date.now();
    expect(await firstScreenFor(WANTED)).toBeNull();
    expect(Date.now() - started).toBeLessThan(300);
    // The read went on in the background: a later page has it at once, without asking again.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await firstScreenFor(WANTED))?.coins).toHaveLength(2);
    expect(api.asked).toHaveLength(2);
  });

  it('answers null when the API fails or answers an error', async () => {
    expect(await createFirstScreenReader({ apiOrigin: 'http://api', fetch: fakeApi(() => new TypeError('connect ECONNREFUSED')).fetch })(WANTED)).toBeNull();
    expect(await createFirstScreenReader({ apiOrigin: 'http://api', fetch: fakeApi(() => ({ code: 500, msg: 'Unknown tenant' })).fetch })(WANTED)).toBeNull();
  });

  it('answers a kept reading at once, and refreshes it in the background once it is old', async () => {
    let clock = 0;
    let banner = '/one.svg';
    const api = fakeApi((url) => ({ code: 200, data: url.includes('getAllSetting') ? { playing: [{ imgUrl: banner }], homeCoins: [] } : LISTS }));
    const firstScreenFor = createFirstScreenReader({ apiOrigin: 'http://api', fetch: api.fetch, freshMs: 1000, now: () => clock });
    await firstScreenFor(WANTED);
    banner = '/two.svg';
    clock = 500;
    expect((await firstScreenFor(WANTED))?.bannerUrl).toBe('https://assets.acme.example/one.svg');
    expect(api.asked).toHaveLength(2);
    clock = 1500;
    // Old: still answered as it is, while a new reading is made.
    expect((await firstScreenFor(WANTED))?.bannerUrl).toBe('https://assets.acme.example/one.svg');
    expect(api.asked).toHaveLength(4);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await firstScreenFor(WANTED))?.bannerUrl).toBe('https://assets.acme.example/two.svg');
    // Per tenant and language: another language is a reading of its own.
    expect(await firstScreenFor({ ...WANTED, language: 'en' })).not.toBeNull();
    expect(api.asked.at(-1)!.url).toBe('http://api/api/common/getCoinList');
  });
});
