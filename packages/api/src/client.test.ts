import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { ApiError, configureClient, http, postSecret, type ClientWiring } from './client';
import { GUARD_RELEASE_MS } from './submit-guard';

type Reply = { status?: number; body?: unknown; delay?: number; fail?: 'timeout' | 'offline' };

let sent: InternalAxiosRequestConfig[] = [];
let replies: Reply[] = [];
let wiring: ClientWiring & {
  notify: Mock<ClientWiring['notify']>;
  onAuthError: Mock<() => void>;
  onBlockedIp: Mock<() => void>;
};

const adapter: AxiosAdapter = async (config) => {
  sent.push(config);
  const reply = replies.shift() ?? { body: { code: 200, msg: 'ok', data: null } };
  if (reply.delay) await new Promise((r) => setTimeout(r, reply.delay));
  if (reply.fail === 'timeout') throw Object.assign(new Error('timeout of 10000ms exceeded'), { isAxiosError: true, code: 'ECONNABORTED', config });
  const status = reply.status ?? 200;
  const response = { data: reply.body ?? { code: 200, msg: 'ok', data: null }, status, statusText: String(status), headers: {}, config };
  if (status >= 200 && status < 300) return response;
  const { AxiosError } = await import('axios');
  throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, null, response);
};

beforeEach(() => {
  sent = [];
  replies = [];
  http.defaults.adapter = adapter;
  wiring = {
    baseURL: 'https://api.example/api',
    getToken: () => 'tok-123',
    getLanguage: () => 'de',
    onAuthError: vi.fn<() => void>(),
    onBlockedIp: vi.fn<() => void>(),
    notify: vi.fn<ClientWiring['notify']>(),
    idempotencyKeys: true,
  };
  configureClient(wiring);
});
afterEach(() => vi.useRealTimers());

describe('the API client', () => {
  it('sends the token and the page language on every request, under the tenant base', async () => {
    await http.get('/user/getInfo');
    const [config] = sent;
    expect(config!.baseURL).toBe('https://api.example/api');
    expect(config!.headers.get('authorization')).toBe('tok-123');
    expect(config!.headers.get('satoken')).toBe('tok-123');
    expect(config!.headers.get('language')).toBe('de');
    expect(config!.headers.get('lang')).toBe('de');
    expect(config!.timeout).toBe(10_000);
  });

  it('reads the token when the call is made, so a sign-out right after still sends it', async () => {
    let token: string | null = 'tok-old';
    configureClient({ ...wiring, getToken: () => token });
    const call = http.post('/user/loginOut', {});
    token = null;
    await call;
    expect(sent[0]!.headers.get('authorization')).toBe('tok-old');
  });

  it('sends no token headers when signed out', async () => {
    configureClient({ ...wiring, getToken: () => null });
    await http.get('/common/getAllSetting');
    expect(sent[0]!.headers.get('authorization')).toBeUndefined();
  });

  it('treats body code 200 as success', async () => {
    replies.push({ body: { code: 200, msg: 'ok', data: { a: 1 } } });
    await expect(http.get('/x').then((r) => r.data.data)).resolves.toEqual({ a: 1 });
    expect(wiring.notify).not.toHaveBeenCalled();
  });

  it('shows the body msg of any other code and rejects', async () => {
    replies.push({ body: { code: 500, msg: 'Insufficient balance' } });
    await expect(http.post('/x', {})).rejects.toMatchObject({ kind: 'business', message: 'Insufficient balance' });
    expect(wiring.notify).toHaveBeenCalledWith({ kind: 'text', text: 'Insufficient balance' });
  });

  it('shows "System error" when the body has no msg', async () => {
    replies.push({ body: { code: 401 } });
    await expect(http.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(wiring.notify).toHaveBeenCalledWith({ kind: 'key', key: 'system_error' });
  });

  it('shows "Network anomaly" for a non-200 HTTP status, a timeout or no network', async () => {
    replies.push({ status: 502, body: 'Bad gateway' }, { fail: 'timeout' });
    await expect(http.get('/x')).rejects.toMatchObject({ kind: 'network', code: 502 });
    await expect(http.get('/y')).rejects.toMatchObject({ kind: 'network' });
    expect(wiring.notify).toHaveBeenCalledTimes(2);
    expect(wiring.notify).toHaveBeenCalledWith({ kind: 'key', key: 'network_anomaly' });
  });

  it('leads code 500 "Ip Prohibit" to the blocked-IP page without a toast', async () => {
    replies.push({ body: { code: 500, msg: 'Ip Prohibit' } });
    await expect(http.get('/x')).rejects.toMatchObject({ kind: 'blocked' });
    expect(wiring.onBlockedIp).toHaveBeenCalledOnce();
    expect(wiring.notify).not.toHaveBeenCalled();
  });

  it('signs out on code 500 with a Token message', async () => {
    replies.push({ body: { code: 500, msg: 'Token invalid, please sign in again' } });
    await expect(http.get('/x')).rejects.toMatchObject({ kind: 'auth' });
    expect(wiring.onAuthError).toHaveBeenCalledOnce();
  });

  it('lets a file through as it is: it is not a RuoYi body', async () => {
    replies.push({ body: 'PNG-BYTES' });
    const { fetchOwnFile } = await import('./common');
    await expect(fetchOwnFile('/api/common/file/abc')).resolves.toBe('PNG-BYTES');
    expect(sent[0]!.url).toBe('/common/file/abc');
    expect(wiring.notify).not.toHaveBeenCalled();
  });

  it('tells the user nothing for a silent call', async () => {
    replies.push({ body: { code: 500, msg: 'nothing to show' } });
    await expect(http.get('/x', { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(wiring.notify).not.toHaveBeenCalled();
  });
});

describe('calls with secrets', () => {
  it('put them in the body when the backend reads them there, else in the query (rule 14)', async () => {
    configureClient({ ...wiring, secretsInBody: true });
    await postSecret('/user/pwdSett', { pwd: 'secret1' });
    expect(JSON.parse(String(sent[0]!.data))).toEqual({ pwd: 'secret1' });
    expect(sent[0]!.params).toBeUndefined();
    configureClient({ ...wiring, secretsInBody: false });
    await postSecret('/user/pwdSett', { pwd: 'secret1' });
    expect(sent[1]!.params).toEqual({ pwd: 'secret1' });
  });
});

describe('the duplicate-submit guard', () => {
  it('blocks a repeat of a guarded submit while one is in flight, with please_wait', async () => {
    replies.push({ delay: 30 });
    const first = http.post('/withdraw/submit', { amount: '1' });
    await expect(http.post('/withdraw/submit', { amount: '1' })).rejects.toMatchObject({ kind: 'duplicate' });
    expect(wiring.notify).toHaveBeenCalledWith({ kind: 'key', key: 'please_wait' });
    await first;
    expect(sent).toHaveLength(1);
    // Once the first is done, the next goes through.
    await http.post('/withdraw/submit', { amount: '1' });
    expect(sent).toHaveLength(2);
  });

  it('guards the five submit endpoints and nothing else', async () => {
    replies.push({ delay: 20 }, { delay: 20 });
    const a = http.post('/user/login', {});
    const b = http.post('/user/login', {});
    await Promise.all([a, b]);
    expect(sent).toHaveLength(2);
  });

  it('clears 1500 ms after a blocked repeat even if the first never answers', async () => {
    vi.useFakeTimers();
    replies.push({ delay: 60_000 });
    void http.post('/recharge/submit', {}).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    await expect(http.post('/recharge/submit', {})).rejects.toMatchObject({ kind: 'duplicate' });
    await vi.advanceTimersByTimeAsync(GUARD_RELEASE_MS);
    const third = http.post('/recharge/submit', {});
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(2);
    await vi.runAllTimersAsync();
    await third;
  });

  it('sends an Idempotency-Key on guarded submits when the backend honours it', async () => {
    await http.post('/currency/order/submit', {});
    await http.post('/user/login', {});
    expect(sent[0]!.headers.get('Idempotency-Key')).toMatch(/\S{8,}/);
    expect(sent[1]!.headers.get('Idempotency-Key')).toBeUndefined();
  });
});
