import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from './client';
import { getAllSetting } from './common';
import { assetBalance } from './asset';
import { EARLY_READ_MAX_AGE_MS, earlyReadKey, type EarlyGetsGlobal, type EarlyRead } from './early-responses';
import { listUplanProducts } from './uplan';
import { TIMEOUT_MS } from './request-timeout';
import { fakeClient, type TestWiring } from './testing/fake-client';
import type { FakeNetwork } from './testing/fake-network';

/** The early read of the settings in the test wiring's language (de), as the shell's entry keys it. */
const SETTINGS_URL = 'https://api.example/api/common/getAllSetting?lang=de';
const SETTINGS = `GET ${SETTINGS_URL}`;
const page = globalThis as EarlyGetsGlobal;
/** A read the entry sent just now: public unless it names the token it carried. */
const read = (response: Promise<Response>, token: string | null = null): EarlyRead => ({ response, token, sentAt: Date.now() });
const early = (response: Promise<Response>) => {
  page.__ATRIUM_EARLY_GETS__ = new Map([[SETTINGS, read(response)]]);
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
    expect(page.__ATRIUM_EARLY_GETS__?.has(SETTINGS)).toBe(true);
  });

  it('is taken only by a GET in the language it was read in: another language asks the network, in its own', async () => {
    page.__ATRIUM_EARLY_GETS__ = new Map([['GET https://api.example/api/common/getAllSetting', read(answer({ from: 'early, English' }))]]);
    await expect(getAllSetting()).resolves.toEqual({ from: 'network' });
    expect(network.sent.map((request) => [request.url, request.headers.language])).toEqual([['https://api.example/api/common/getAllSetting', 'de']]);
    expect(page.__ATRIUM_EARLY_GETS__?.size).toBe(1);
  });

  it('is keyed by its method and the URL the early read went to: the read’s own URL with lang set, its query in name order', () => {
    expect(earlyReadKey('get', 'https://api.example/api/common/getCoinList', 'ar')).toBe('GET https://api.example/api/common/getCoinList?lang=ar');
    expect(earlyReadKey('get', 'https://api.example/api/x?b=1&lang=en', 'de')).toBe('GET https://api.example/api/x?b=1&lang=de');
    expect(earlyReadKey('post', 'https://api.example/api/market/kline?symbol=btcusdt&interval=1min&size=300', 'en')).toBe('POST https://api.example/api/market/kline?interval=1min&size=300&symbol=btcusdt');
    // The default language's early reads keep the read's own URL.
    expect(earlyReadKey('GET', 'https://api.example/api/common/getCoinList', 'en')).toBe('GET https://api.example/api/common/getCoinList');
  });

  it('answers through the catalogue like any request: the API’s refusal is the request’s answer', async () => {
    early(Promise.resolve(new Response(JSON.stringify({ code: 500, msg: 'Ip Prohibit' }))));
    await expect(http.get('/common/getAllSetting')).rejects.toMatchObject({ kind: 'blocked' });
    expect(wiring.onBlockedIp).toHaveBeenCalledOnce();
    expect(network.sent).toHaveLength(0);
  });

  it('is dropped when it failed on the way (no answer, a failed status): the request goes to the network', async () => {
    network.replies.push({ body: { code: 200, msg: 'ok', data: { from: 'network, again' } } });
    early(Promise.resolve(new Response('gateway down', { status: 502 })));
    await expect(getAllSetting()).resolves.toEqual({ from: 'network' });
    early(Promise.reject(new TypeError('Failed to fetch')));
    await expect(getAllSetting()).resolves.toEqual({ from: 'network, again' });
    expect(network.sent).toHaveLength(2);
    expect(wiring.notify).not.toHaveBeenCalled();
  });

  it('is dropped when stale: a read sent longer ago than the limit is asked afresh', async () => {
    page.__ATRIUM_EARLY_GETS__ = new Map([[SETTINGS, { ...read(answer({ from: 'early' })), sentAt: Date.now() - EARLY_READ_MAX_AGE_MS - 1 }]]);
    await expect(getAllSetting()).resolves.toEqual({ from: 'network' });
    expect(page.__ATRIUM_EARLY_GETS__.size).toBe(0);
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

describe('a page’s first reads started early (its route table’s firstReads)', () => {
  const BALANCE = 'POST https://api.example/api/asset/assetBalance?lang=de';
  const PRODUCTS = 'GET https://api.example/api/uplanProduct/list?lang=de&pageNum=1&pageSize=9999';

  it('answers the page’s identical signed-in POST read, sent with the same token, once', async () => {
    page.__ATRIUM_EARLY_GETS__ = new Map([[BALANCE, read(answer({ from: 'early' }), 'tok-123')]]);
    await expect(assetBalance()).resolves.toEqual({ from: 'early' });
    expect(network.sent).toHaveLength(0);
    await expect(assetBalance()).resolves.toEqual({ from: 'network' });
    expect(network.sent.map((request) => `${request.method} ${request.url}`)).toEqual(['POST https://api.example/api/asset/assetBalance']);
  });

  it('answers a GET with a query however its parameters were listed', async () => {
    const page1 = Promise.resolve(new Response(JSON.stringify({ code: 200, msg: 'ok', rows: [], total: 0 })));
    page.__ATRIUM_EARLY_GETS__ = new Map([[PRODUCTS, read(page1, 'tok-123')]]);
    await expect(listUplanProducts()).resolves.toMatchObject({ rows: [], total: 0 });
    expect(network.sent).toHaveLength(0);
  });

  it('never answers another session: a different token, or none, asks the network and drops the read', async () => {
    page.__ATRIUM_EARLY_GETS__ = new Map([[BALANCE, read(answer({ from: 'someone else' }), 'tok-other')]]);
    await expect(assetBalance()).resolves.toEqual({ from: 'network' });
    expect(network.sent[0]?.headers.authorization).toBe('tok-123');
    expect(page.__ATRIUM_EARLY_GETS__.size).toBe(0);

    ({ network } = fakeClient({ getToken: () => null }));
    network.replies.push({ body: { code: 200, msg: 'ok', data: { from: 'network' } } });
    page.__ATRIUM_EARLY_GETS__ = new Map([[BALANCE, read(answer({ from: 'signed in' }), 'tok-123')]]);
    await expect(assetBalance()).resolves.toEqual({ from: 'network' });
    expect(network.sent).toHaveLength(1);
  });

  it('answers no POST with another body than the empty one it was sent with', async () => {
    page.__ATRIUM_EARLY_GETS__ = new Map([[BALANCE, read(answer({ from: 'early' }), 'tok-123')]]);
    await http.post('/asset/assetBalance', { account: 'funding' });
    expect(network.sent).toHaveLength(1);
  });
});
