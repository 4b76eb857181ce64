import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EarlyGetsGlobal } from '@atrium/api';
import { EARLY_GET_PATHS } from '@atrium/platform/early-gets';
import { startEarlyGets } from './early-gets';

const page = window as EarlyGetsGlobal;

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  document.head.querySelectorAll('meta[name="atrium-first-read"]').forEach((meta) => meta.remove());
  document.cookie = 'atrium_lang=; max-age=0; path=/';
  delete page.__ATRIUM_EARLY_GETS__;
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the early GETs of the entry', () => {
  it('ask for the first screen’s public reads under the tenant’s API base, keyed as the client will ask', async () => {
    const fetchSpy = vi.fn(async (_url: string) => new Response('{}'));
    vi.stubGlobal('fetch', fetchSpy);
    startEarlyGets(Promise.resolve({ apiBase: 'https://api.acme.example/api/' }));
    await settle();
    expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual(EARLY_GET_PATHS.map((path) => `https://api.acme.example/api${path}`));
    expect([...page.__ATRIUM_EARLY_GETS__!.keys()]).toEqual(['GET https://api.acme.example/api/common/getAllSetting', 'GET https://api.acme.example/api/common/getCoinList']);
  });

  it('read in the visitor’s language, from the cookie the static host reads too, where the API client looks for them', async () => {
    const fetchSpy = vi.fn(async (_url: string) => new Response('{}'));
    vi.stubGlobal('fetch', fetchSpy);
    document.cookie = 'atrium_lang=de; path=/';
    startEarlyGets(Promise.resolve({ apiBase: 'https://api.acme.example/api' }));
    await settle();
    expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual(EARLY_GET_PATHS.map((path) => `https://api.acme.example/api${path}?lang=de`));
    // Where the client's German GET of the settings looks (packages/api/src/early-responses.ts earlyReadKey).
    expect(page.__ATRIUM_EARLY_GETS__!.has('GET https://api.acme.example/api/common/getAllSetting?lang=de')).toBe(true);
  });

  it('use this origin’s /api when the config names no base, and nothing when config.js failed', async () => {
    const fetchSpy = vi.fn((_url: string) => Promise.reject(new TypeError('offline')));
    vi.stubGlobal('fetch', fetchSpy);
    startEarlyGets(Promise.resolve({}));
    await settle();
    expect(fetchSpy).toHaveBeenCalledWith(`${location.origin}/api/common/getAllSetting`);
    delete page.__ATRIUM_EARLY_GETS__;
    fetchSpy.mockClear();
    startEarlyGets(Promise.reject(new Error('no config')));
    await settle();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(page.__ATRIUM_EARLY_GETS__).toBeUndefined();
  });
});

describe('the early reads of a signed-in page and of the current path’s page', () => {
  const API = 'https://api.acme.example/api';
  const config = { apiBase: API, brand: { productName: 'Acme Trade' } };
  /** A first read as the static host names it in the page (cdn/src/route-preloads.ts). */
  const firstRead = (url: string, method: string, session: boolean, pictures?: string) => {
    const meta = document.createElement('meta');
    meta.name = 'atrium-first-read';
    meta.content = url;
    meta.dataset.method = method;
    meta.dataset.session = String(session);
    if (pictures !== undefined) meta.dataset.pictures = pictures;
    document.head.append(meta);
  };
  const sent = (fetchSpy: { mock: { calls: unknown[][] } }) =>
    fetchSpy.mock.calls.map((call) => {
      const [url, init] = call as [string, RequestInit?];
      return [init?.method ?? 'GET', url, (init?.headers as Record<string, string> | undefined)?.authorization ?? null, init?.body ?? null];
    });

  it('send the account’s read, the page’s reads the static host named, then the mails, with the token from storage, where the client looks for them', async () => {
    const fetchSpy = vi.fn(async (_url: string, _init?: RequestInit) => new Response('{}'));
    vi.stubGlobal('fetch', fetchSpy);
    localStorage.setItem('AcmeTrade_TOKEN', 'tok-1');
    firstRead(`${API}/asset/assetBalance`, 'POST', true);
    firstRead(`${API}/market/kline?interval=1min&symbol=btcusdt`, 'POST', false);
    startEarlyGets(Promise.resolve(config));
    await settle();
    expect(sent(fetchSpy).slice(2)).toEqual([
      // In this order: over HTTP/1.1 each waits for a free connection in the order sent, and the
      // mails (an overlay) must not take one before the page's own reads.
      ['POST', `${API}/user/getInfo`, 'tok-1', '{}'],
      ['POST', `${API}/asset/assetBalance`, 'tok-1', '{}'],
      ['POST', `${API}/market/kline?interval=1min&symbol=btcusdt`, null, '{}'],
      ['GET', `${API}/mail/listByUserId`, 'tok-1', null],
    ]);
    const early = page.__ATRIUM_EARLY_GETS__!;
    expect(early.get(`POST ${API}/asset/assetBalance`)?.token).toBe('tok-1');
    // A public read is taken by any session.
    expect(early.get(`POST ${API}/market/kline?interval=1min&symbol=btcusdt`)?.token).toBeNull();
  });

  it('send no signed-in read for a visitor without a token, and nothing outside the tenant’s API', async () => {
    const fetchSpy = vi.fn(async (_url: string, _init?: RequestInit) => new Response('{}'));
    vi.stubGlobal('fetch', fetchSpy);
    firstRead(`${API}/asset/assetBalance`, 'POST', true);
    firstRead(`${API}/market/kline?symbol=btcusdt`, 'POST', false);
    firstRead('https://evil.example/api/collect', 'GET', false);
    startEarlyGets(Promise.resolve(config));
    await settle();
    expect(sent(fetchSpy)).toEqual([
      ['GET', `${API}/common/getAllSetting`, null, null],
      ['GET', `${API}/common/getCoinList`, null, null],
      ['POST', `${API}/market/kline?symbol=btcusdt`, null, '{}'],
    ]);

    fetchSpy.mockClear();
    localStorage.setItem('AcmeTrade_TOKEN', 'tok-1');
    startEarlyGets(Promise.resolve(config));
    await settle();
    expect(sent(fetchSpy).map(([, url]) => url)).not.toContain('https://evil.example/api/collect');
  });

  it('preload the pictures the first screen shows from a read’s answer as it arrives, on the assets host', async () => {
    const items = { rows: [{ image: '/api/static/nft/a.svg' }, { image: '/api/static/nft/b.svg' }, { image: '/api/static/nft/c.svg' }] };
    vi.stubGlobal('fetch', vi.fn(async (url: string) => new Response(url.includes('/nft/items') ? JSON.stringify(items) : '{}')));
    localStorage.setItem('AcmeTrade_TOKEN', 'tok-1');
    firstRead(`${API}/nft/items?pageNum=1`, 'POST', true, 'rows image 2');
    firstRead(`${API}/nft/collections`, 'POST', true, 'rows image two');
    startEarlyGets(Promise.resolve({ ...config, assetsBase: 'https://assets.acme.example' }));
    await settle();
    await settle();
    const pictures = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=image]')];
    expect(pictures.map((link) => [link.getAttribute('href'), link.fetchPriority])).toEqual([
      ['https://assets.acme.example/api/static/nft/a.svg', 'high'],
      ['https://assets.acme.example/api/static/nft/b.svg', 'high'],
    ]);
    for (const link of pictures) link.remove();
    // The API client still reads the whole answer.
    expect((await (await page.__ATRIUM_EARLY_GETS__!.get(`POST ${API}/nft/items?pageNum=1`)!.response).json()).rows).toHaveLength(3);
  });
});
