import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { configureClient, http, postSecret, TIMEOUT_MS, type ClientWiring } from './client';
import { GUARD_RELEASE_MS } from './submit-guard';

/** How the fake network answers one request; by default a RuoYi success. */
type Reply = { status?: number; body?: unknown; raw?: string; delay?: number; fail?: 'offline' | 'hang' };
interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: BodyInit | null | undefined;
}

let sent: Sent[] = [];
let replies: Reply[] = [];
let wiring: ClientWiring & {
  notify: Mock<ClientWiring['notify']>;
  onAuthError: Mock<() => void>;
  onBlockedIp: Mock<() => void>;
};

const aborted = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));

/** A `fetch` that records each request and answers from `replies`, honouring the abort signal. */
async function fakeFetch(url: string, init: RequestInit): Promise<Response> {
  sent.push({ url, method: init.method ?? 'GET', headers: { ...(init.headers as Record<string, string>) }, body: init.body });
  const reply = replies.shift() ?? {};
  const signal = init.signal!;
  if (reply.fail === 'hang') return aborted(signal);
  if (reply.delay) await Promise.race([new Promise((r) => setTimeout(r, reply.delay)), aborted(signal)]);
  if (reply.fail === 'offline') throw new TypeError('Failed to fetch');
  const text = reply.raw ?? JSON.stringify(reply.body ?? { code: 200, msg: 'ok', data: null });
  return new Response(text, { status: reply.status ?? 200 });
}

beforeEach(() => {
  sent = [];
  replies = [];
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
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
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the API client', () => {
  it('sends the token and the page language on every request, under the tenant base', async () => {
    await http.get('/user/getInfo');
    const [request] = sent;
    expect(request!.url).toBe('https://api.example/api/user/getInfo');
    expect(request!.method).toBe('GET');
    expect(request!.headers).toEqual({ authorization: 'tok-123', satoken: 'tok-123', language: 'de', lang: 'de' });
  });

  it('reads the token when the call is made, so a sign-out right after still sends it', async () => {
    let token: string | null = 'tok-old';
    configureClient({ ...wiring, getToken: () => token });
    const call = http.post('/user/loginOut', {});
    token = null;
    await call;
    expect(sent[0]!.headers.authorization).toBe('tok-old');
  });

  it('sends no token headers when signed out', async () => {
    configureClient({ ...wiring, getToken: () => null });
    await http.get('/common/getAllSetting');
    expect(sent[0]!.headers).not.toHaveProperty('authorization');
    expect(sent[0]!.headers).not.toHaveProperty('satoken');
  });

  it('sends a body as JSON, and a form as multipart with the boundary left to the browser', async () => {
    await http.post('/apiDefi/join', { amount: '5' });
    await http.post('/contract/order/canCelOrder', null);
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.png');
    await http.post('/common/upload/OSS', form);
    await http.post('/contract/loss/list');
    expect(sent[0]).toMatchObject({ method: 'POST', body: '{"amount":"5"}', headers: { 'Content-Type': 'application/json' } });
    expect(sent[1]).toMatchObject({ body: 'null', headers: { 'Content-Type': 'application/json' } });
    expect(sent[2]!.body).toBe(form);
    expect(sent[2]!.headers).not.toHaveProperty('Content-Type');
    expect(sent[3]!.body).toBeUndefined();
    expect(sent[3]!.headers).not.toHaveProperty('Content-Type');
  });

  it('puts params in the query string as axios did, leaving out undefined and null', async () => {
    await http.get('/x', { params: { a: 'b c', ids: '1,2', t: '12:30', amp: 'x&y=z', u: 'é', none: undefined, nil: null, flag: false, n: 0 } });
    await http.post('/y?k=1', {}, { params: { id: 7 } });
    await http.get('/z', { params: { none: undefined } });
    expect(sent.map((request) => request.url)).toEqual([
      'https://api.example/api/x?a=b+c&ids=1,2&t=12:30&amp=x%26y%3Dz&u=%C3%A9&flag=false&n=0',
      'https://api.example/api/y?k=1&id=7',
      'https://api.example/api/z',
    ]);
  });

  it('treats body code 200 as success', async () => {
    replies.push({ body: { code: 200, msg: 'ok', data: { a: 1 } } });
    await expect(http.get<{ data: unknown }>('/x').then((r) => r.data.data)).resolves.toEqual({ a: 1 });
    expect(wiring.notify).not.toHaveBeenCalled();
  });

  it('shows the body msg of any other code and rejects', async () => {
    replies.push({ body: { code: 500, msg: 'Insufficient balance' } });
    await expect(http.post('/x', {})).rejects.toMatchObject({ kind: 'business', code: 500, message: 'Insufficient balance' });
    expect(wiring.notify).toHaveBeenCalledWith({ kind: 'text', text: 'Insufficient balance' });
  });

  it('shows "System error" when the body has no msg, or is not JSON at all', async () => {
    replies.push({ body: { code: 401 } }, { raw: '<html>captive portal</html>' });
    await expect(http.get('/x')).rejects.toMatchObject({ kind: 'business', code: 401, message: 'System error' });
    await expect(http.get('/y')).rejects.toMatchObject({ kind: 'business', code: null, message: 'System error' });
    expect(wiring.notify.mock.calls).toEqual(Array(2).fill([{ kind: 'key', key: 'system_error' }]));
  });

  it('shows "Network anomaly" for a non-2xx HTTP status or no network', async () => {
    replies.push({ status: 502, raw: 'Bad gateway' }, { fail: 'offline' });
    await expect(http.get('/x')).rejects.toMatchObject({ kind: 'network', code: 502 });
    await expect(http.get('/y')).rejects.toMatchObject({ kind: 'network', code: null });
    expect(wiring.notify.mock.calls).toEqual(Array(2).fill([{ kind: 'key', key: 'network_anomaly' }]));
  });

  it('gives up after the 10 s timeout of spec §9 with "Network anomaly"', async () => {
    vi.useFakeTimers();
    replies.push({ fail: 'hang' });
    const call = http.get('/x');
    const outcome = call.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS - 1);
    expect(wiring.notify).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toMatchObject({ kind: 'network' });
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
    expect(wiring.notify).not.toHaveBeenCalled();
  });

  it('lets a file through as it is: it is not a RuoYi body', async () => {
    replies.push({ raw: 'PNG-BYTES' });
    const { fetchOwnFile } = await import('./common');
    const file = await fetchOwnFile('https://api.example/api/common/file/abc');
    expect(file).toBeInstanceOf(Blob);
    await expect(file.text()).resolves.toBe('PNG-BYTES');
    expect(sent[0]!.url).toBe('https://api.example/api/common/file/abc');
    expect(wiring.notify).not.toHaveBeenCalled();
  });

  it('tells the user nothing for a silent call, whatever went wrong', async () => {
    replies.push({ body: { code: 500, msg: 'nothing to show' } }, { status: 503 });
    await expect(http.get('/x', { silent: true })).rejects.toMatchObject({ kind: 'business' });
    await expect(http.get('/x', { silent: true })).rejects.toMatchObject({ kind: 'network', code: 503 });
    expect(wiring.notify).not.toHaveBeenCalled();
  });

  it('refuses every call until the host app wires it', async () => {
    vi.resetModules();
    const fresh = await import('./client');
    await expect(fresh.http.get('/x')).rejects.toBeInstanceOf(fresh.ApiError);
    expect(sent).toHaveLength(0);
  });
});

describe('calls with secrets', () => {
  it('put them in the body when the backend reads them there, else in the query (rule 14)', async () => {
    configureClient({ ...wiring, secretsInBody: true });
    await postSecret('/user/pwdSett', { pwd: 'secret1' });
    expect(JSON.parse(String(sent[0]!.body))).toEqual({ pwd: 'secret1' });
    expect(sent[0]!.url).toBe('https://api.example/api/user/pwdSett');
    configureClient({ ...wiring, secretsInBody: false });
    await postSecret('/user/pwdSett', { pwd: 'secret1' });
    expect(sent[1]!.url).toBe('https://api.example/api/user/pwdSett?pwd=secret1');
    expect(sent[1]!.body).toBe('{}');
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

  it('releases the submit whatever the outcome: refused, failed or timed out', async () => {
    vi.useFakeTimers();
    replies.push({ body: { code: 500, msg: 'Insufficient balance' } }, { status: 500 }, { fail: 'hang' }, {});
    await expect(http.post('/asset/transferFunds', {})).rejects.toMatchObject({ kind: 'business' });
    await expect(http.post('/asset/transferFunds', {})).rejects.toMatchObject({ kind: 'network' });
    const stuck = http.post('/asset/transferFunds', {}).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS);
    await expect(stuck).resolves.toMatchObject({ kind: 'network' });
    await expect(http.post('/asset/transferFunds', {})).resolves.toMatchObject({ status: 200 });
    expect(sent).toHaveLength(4);
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
    replies.push({ fail: 'hang' });
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

  it('re-sends the same submission with the same Idempotency-Key until it succeeds (no second order)', async () => {
    vi.useFakeTimers();
    const order = { symbol: 'btcusdt', amount: '100' };
    replies.push({ status: 500 }, { raw: '<html>' }, { fail: 'hang' }, { fail: 'offline' }, { body: { code: 500, msg: 'Insufficient balance' } }, {});
    for (let attempt = 0; attempt < 5; attempt++) {
      const call = http.post('/contract/order/submit', order).catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(TIMEOUT_MS);
      await expect(call).resolves.toBeInstanceOf(Error);
    }
    await http.post('/contract/order/submit', order);
    const keys = sent.map((request) => request.headers['Idempotency-Key']);
    expect(new Set(keys).size).toBe(1);
    // Succeeded: the same fields again are a new order, with a new key.
    await http.post('/contract/order/submit', order);
    expect(sent[6]!.headers['Idempotency-Key']).not.toBe(keys[0]);
  });

  it('gives a changed submission a new key (the server refuses a key reused for other fields)', async () => {
    replies.push({ status: 500 }, { status: 500 }, { status: 500 });
    await http.post('/withdraw/submit', {}, { params: { amount: '1' } }).catch(() => undefined);
    await http.post('/withdraw/submit', {}, { params: { amount: '2' } }).catch(() => undefined);
    await http.post('/asset/transferFunds', {}).catch(() => undefined);
    const [first, changed, otherEndpoint] = sent.map((request) => request.headers['Idempotency-Key']);
    expect(changed).not.toBe(first);
    expect(otherEndpoint).not.toBe(changed);
  });

  it('never re-uses the key of a file upload, whose payload cannot be compared', async () => {
    replies.push({ status: 500 }, { status: 500 });
    const form = new FormData();
    await http.post('/recharge/submit', form).catch(() => undefined);
    await http.post('/recharge/submit', form).catch(() => undefined);
    expect(sent[0]!.headers['Idempotency-Key']).not.toBe(sent[1]!.headers['Idempotency-Key']);
  });

  it('sends an Idempotency-Key on guarded submits when the backend honours it', async () => {
    await http.post('/currency/order/submit', {});
    await http.post('/contract/order/submit', {}, { idempotencyKey: 'same-submit' });
    await http.post('/user/login', {});
    configureClient({ ...wiring, idempotencyKeys: false });
    await http.post('/currency/order/submit', {});
    expect(sent[0]!.headers['Idempotency-Key']).toMatch(/\S{8,}/);
    expect(sent[1]!.headers['Idempotency-Key']).toBe('same-submit');
    expect(sent[2]!.headers).not.toHaveProperty('Idempotency-Key');
    expect(sent[3]!.headers).not.toHaveProperty('Idempotency-Key');
  });
});
