import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient, http, TIMEOUT_MS } from './client';
import type { EarlyGetsGlobal } from './early-responses';

const SETTINGS_URL = 'https://api.example/api/common/getAllSetting';
const fetchSpy = vi.fn(async () => new Response(JSON.stringify({ code: 200, msg: 'ok', data: { from: 'network' } })));
const notify = vi.fn();

beforeEach(() => {
  fetchSpy.mockClear();
  notify.mockClear();
  vi.stubGlobal('fetch', fetchSpy);
  configureClient({ baseURL: 'https://api.example/api', getToken: () => null, getLanguage: () => 'en', onAuthError: vi.fn(), onBlockedIp: vi.fn(), notify, idempotencyKeys: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete (globalThis as EarlyGetsGlobal).__ATRIUM_EARLY_GETS__;
});

const page = globalThis as EarlyGetsGlobal;
const early = (response: Promise<Response>) => {
  page.__ATRIUM_EARLY_GETS__ = new Map([[SETTINGS_URL, response]]);
};

describe('a GET the shell started early', () => {
  it('is taken by the same GET instead of a new request, once', async () => {
    early(Promise.resolve(new Response(JSON.stringify({ code: 200, msg: 'ok', data: { from: 'early' } }))));
    expect((await http.get<{ data: unknown }>('/common/getAllSetting')).data.data).toEqual({ from: 'early' });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect((await http.get<{ data: unknown }>('/common/getAllSetting')).data.data).toEqual({ from: 'network' });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('is not used by another request', async () => {
    early(Promise.resolve(new Response(JSON.stringify({ code: 200, msg: 'ok', data: { from: 'early' } }))));
    await http.get('/common/getCoinList');
    expect(fetchSpy).toHaveBeenCalledWith('https://api.example/api/common/getCoinList', expect.anything());
    expect(page.__ATRIUM_EARLY_GETS__?.has(SETTINGS_URL)).toBe(true);
  });

  it('answers through the catalogue like the client’s own fetch: a failure, or no answer within the timeout', async () => {
    early(Promise.resolve(new Response('gateway down', { status: 502 })));
    await expect(http.get('/common/getAllSetting')).rejects.toMatchObject({ kind: 'network' });
    expect(notify).toHaveBeenLastCalledWith({ kind: 'key', key: 'network_anomaly' });

    vi.useFakeTimers();
    early(new Promise<Response>(() => undefined));
    const pending = http.get('/common/getAllSetting');
    const settled = expect(pending).rejects.toMatchObject({ kind: 'network' });
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS);
    await settled;
  });
});
