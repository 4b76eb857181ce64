import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EarlyGetsGlobal } from '@atrium/api';
import { EARLY_GET_PATHS } from '@atrium/platform/early-gets';
import { startEarlyGets } from './early-gets';

const page = window as EarlyGetsGlobal;

afterEach(() => {
  vi.unstubAllGlobals();
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
    expect([...page.__ATRIUM_EARLY_GETS__!.keys()]).toEqual(['https://api.acme.example/api/common/getAllSetting', 'https://api.acme.example/api/common/getCoinList']);
  });

  it('read in the visitor’s language, from the cookie the static host reads too, where the API client looks for them', async () => {
    const fetchSpy = vi.fn(async (_url: string) => new Response('{}'));
    vi.stubGlobal('fetch', fetchSpy);
    document.cookie = 'atrium_lang=de; path=/';
    startEarlyGets(Promise.resolve({ apiBase: 'https://api.acme.example/api' }));
    await settle();
    expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual(EARLY_GET_PATHS.map((path) => `https://api.acme.example/api${path}?lang=de`));
    // Where the client's German GET of the settings looks (packages/api/src/early-responses.ts earlyReadKey).
    expect(page.__ATRIUM_EARLY_GETS__!.has('https://api.acme.example/api/common/getAllSetting?lang=de')).toBe(true);
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
