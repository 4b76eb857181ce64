import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from './client';
import { getAllSetting } from './common';
import { earlyReadKey, type EarlyGetsGlobal } from './early-responses';
import { TIMEOUT_MS } from './request-timeout';
import { fakeClient, type TestWiring } from './testing/fake-client';
import type { FakeNetwork } from './testing/fake-network';

/** The early read of the settings in the test wiring's language (de), as the shell's entry keys it. */
const SETTINGS_URL = 'https://api.example/api/common/getAllSetting?lang=de';
const page = globalThis as EarlyGetsGlobal;
const early = (response: Promise<Response>) => {
  page.__ATRIUM_EARLY_GETS__ = new Map([[SETTINGS_URL, response]]);
};
const answer = (data: unknown) => Promise.resolve(new Response(JSON.stringify({ code: 200, msg: 'ok', data })));

let network: FakeNetwork;
let wiring: TestWiring;

beforeEach(() => {
  ({ network, wiring } = fakeClient());
  network.replies.push({ body: { code: 200, msg: 'ok', data: { from: 'network' } } });
});
afterEach(() => {
  vi.useRealTimers();
  delete page.__ATRIUM_EARLY_GETS__;
});

describe('a GET the shell started early', () => {
  it('is taken by the same GET instead of a new request, once', async () => {
    early(answer({ from: 'early' }));
    await expect(getAllSetting()).resolves.toEqual({ from: 'early' });
    expect(network.sent).toHaveLength(0);
    await expect(getAllSetting()).resolves.toEqual({ from: 'network' });
    expect(network.sent).toHaveLength(1);
  });

  it('is not used by another request, nor by a POST to the same URL', async () => {
    early(answer({ from: 'early' }));
    await http.get('/common/getCoinList');
    await http.post('/common/getAllSetting');
    expect(network.sent.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET https://api.example/api/common/getCoinList',
      'POST https://api.example/api/common/getAllSetting',
    ]);
    expect(page.__ATRIUM_EARLY_GETS__?.has(SETTINGS_URL)).toBe(true);
  });

  it('is taken only by a GET in the language it was read in: another language asks the network, in its own', async () => {
    page.__ATRIUM_EARLY_GETS__ = new Map([['https://api.example/api/common/getAllSetting', answer({ from: 'early, English' })]]);
    await expect(getAllSetting()).resolves.toEqual({ from: 'network' });
    expect(network.sent.map((request) => [request.url, request.headers.language])).toEqual([['https://api.example/api/common/getAllSetting', 'de']]);
    expect(page.__ATRIUM_EARLY_GETS__.size).toBe(1);
  });

  it('is keyed by the URL the early read went to: the read’s own URL with lang set', () => {
    expect(earlyReadKey('https://api.example/api/common/getCoinList', 'ar')).toBe('https://api.example/api/common/getCoinList?lang=ar');
    expect(earlyReadKey('https://api.example/api/x?a=1&lang=en', 'de')).toBe('https://api.example/api/x?a=1&lang=de');
    // The default language's early reads keep the read's own URL.
    expect(earlyReadKey('https://api.example/api/common/getCoinList', 'en')).toBe('https://api.example/api/common/getCoinList');
  });

  it('answers through the catalogue like any request: a refusal, a failed status', async () => {
    early(Promise.resolve(new Response(JSON.stringify({ code: 500, msg: 'Ip Prohibit' }))));
    await expect(http.get('/common/getAllSetting')).rejects.toMatchObject({ kind: 'blocked' });
    expect(wiring.onBlockedIp).toHaveBeenCalledOnce();
    early(Promise.resolve(new Response('gateway down', { status: 502 })));
    await expect(http.get('/common/getAllSetting')).rejects.toMatchObject({ kind: 'network', code: 502 });
    early(Promise.reject(new TypeError('Failed to fetch')));
    await expect(http.get('/common/getAllSetting')).rejects.toMatchObject({ kind: 'network', code: null });
    expect(wiring.notify.mock.calls).toEqual(Array(2).fill([{ kind: 'key', key: 'network_anomaly' }]));
  });

  it('gives up after the timeout when the early answer does not come', async () => {
    vi.useFakeTimers();
    early(new Promise<Response>(() => undefined));
    const settled = expect(getAllSetting()).rejects.toMatchObject({ kind: 'network', message: 'Network anomaly' });
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS);
    await settled;
    expect(network.sent).toHaveLength(0);
  });

  it("is abandoned silently when the caller cancels", async () => {
    early(new Promise<Response>(() => undefined));
    const caller = new AbortController();
    const call = getAllSetting({ signal: caller.signal });
    caller.abort();
    await expect(call).rejects.toMatchObject({ kind: 'cancelled' });
    expect(wiring.notify).not.toHaveBeenCalled();
  });
});
