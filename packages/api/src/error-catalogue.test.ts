import { beforeEach, describe, expect, it } from 'vitest';
import { http } from './client';
import { CAPTCHA_REQUIRED } from './error-catalogue';
import { fakeClient, type TestWiring } from './testing/fake-client';
import type { FakeNetwork } from './testing/fake-network';

let network: FakeNetwork;
let wiring: TestWiring;

beforeEach(() => ({ network, wiring } = fakeClient()));

const toasts = () => wiring.notify.mock.calls.map(([message]) => message);

describe('the error catalogue (spec §8, server/CONTRACT-DELTA.md)', () => {
  it('treats body code 200 as success', async () => {
    network.reply({ body: { code: 200, msg: 'ok', data: { a: 1 } } });
    await expect(http.post<{ data: unknown }>('/x').then((r) => r.data.data)).resolves.toEqual({ a: 1 });
    expect(wiring.notify).not.toHaveBeenCalled();
  });

  it('shows the body msg of any other code and rejects', async () => {
    network.reply({ body: { code: 500, msg: 'Insufficient balance' } });
    await expect(http.post('/x')).rejects.toMatchObject({ name: 'ApiError', kind: 'business', code: 500, message: 'Insufficient balance' });
    expect(toasts()).toEqual([{ kind: 'text', text: 'Insufficient balance' }]);
  });

  it('shows "System error" for a 200 whose body has no msg, or is no RuoYi object at all', async () => {
    network.reply({ body: { code: 401 } }, { raw: '<html>captive portal</html>' }, { raw: 'null' }, { raw: '' });
    await expect(http.post('/x')).rejects.toMatchObject({ kind: 'business', code: 401, message: 'System error' });
    await expect(http.post('/y')).rejects.toMatchObject({ kind: 'business', code: null, message: 'System error' });
    await expect(http.post('/z')).rejects.toMatchObject({ kind: 'business', code: null, message: 'System error' });
    await expect(http.post('/w')).rejects.toMatchObject({ kind: 'business', code: null, message: 'System error' });
    expect(toasts()).toEqual(Array(4).fill({ kind: 'key', key: 'system_error' }));
  });

  it("shows the msg of another HTTP status whose body is {code, msg}: the server's refusal of a malformed request", async () => {
    network.reply({ status: 400, body: { code: 400, msg: 'Invalid request: body/loginName must NOT have more than 64 characters' } });
    await expect(http.post('/user/register', { loginName: 'a'.repeat(5000) })).rejects.toMatchObject({
      kind: 'business',
      code: 400,
      message: 'Invalid request: body/loginName must NOT have more than 64 characters',
    });
    expect(toasts()).toEqual([{ kind: 'text', text: 'Invalid request: body/loginName must NOT have more than 64 characters' }]);
  });

  it('shows "Network anomaly" for a failed status without such a body, or no answer at all', async () => {
    network.reply({ status: 502, raw: '' }, { status: 502, raw: '<h1>Bad gateway</h1>' }, { status: 500, body: { code: 500 } }, { status: 503, body: { msg: 'down' } }, { fail: 'offline' });
    await expect(http.post('/a')).rejects.toMatchObject({ kind: 'network', code: 502, message: 'Network anomaly' });
    await expect(http.post('/b')).rejects.toMatchObject({ kind: 'network', code: 502 });
    await expect(http.post('/c')).rejects.toMatchObject({ kind: 'network', code: 500 });
    await expect(http.post('/d')).rejects.toMatchObject({ kind: 'network', code: 503 });
    await expect(http.post('/e')).rejects.toMatchObject({ kind: 'network', code: null });
    expect(toasts()).toEqual(Array(5).fill({ kind: 'key', key: 'network_anomaly' }));
  });

  it("says \"Network anomaly\" for the static host's 502/504 although their body is {code, msg}: the API was not reached", async () => {
    network.reply(
      { status: 502, body: { code: 502, msg: 'The service is unavailable, please try again later' } },
      { status: 504, body: { code: 504, msg: 'The service did not answer in time, please try again later' } },
    );
    await expect(http.post('/a')).rejects.toMatchObject({ kind: 'network', code: 502, message: 'Network anomaly' });
    await expect(http.post('/b')).rejects.toMatchObject({ kind: 'network', code: 504, message: 'Network anomaly' });
    expect(toasts()).toEqual(Array(2).fill({ kind: 'key', key: 'network_anomaly' }));
  });

  it('says whether the user has been told, so a form does not tell them twice', async () => {
    network.reply({ body: { code: 500, msg: 'Refused' } }, { body: { code: 500, msg: 'Quiet refusal' } }, { fail: 'offline' }, { fail: 'offline' });
    await expect(http.post('/a')).rejects.toMatchObject({ kind: 'business', shown: true });
    await expect(http.post('/b', {}, { silent: true })).rejects.toMatchObject({ kind: 'business', shown: false });
    await expect(http.post('/c')).rejects.toMatchObject({ kind: 'network', shown: true });
    await expect(http.post('/d', {}, { silent: true })).rejects.toMatchObject({ kind: 'network', shown: false });
  });

  it('leads code 500 "Ip Prohibit" to the blocked-IP page without a toast', async () => {
    network.reply({ body: { code: 500, msg: 'Ip Prohibit' } });
    await expect(http.post('/x')).rejects.toMatchObject({ kind: 'blocked', code: 500 });
    expect(wiring.onBlockedIp).toHaveBeenCalledOnce();
    expect(wiring.notify).not.toHaveBeenCalled();
  });

  it('signs out on code 500 with a Token message, without a toast', async () => {
    network.reply({ body: { code: 500, msg: 'Token invalid, please sign in again' } });
    await expect(http.post('/x')).rejects.toMatchObject({ kind: 'auth', code: 500 });
    expect(wiring.onAuthError).toHaveBeenCalledOnce();
    expect(wiring.notify).not.toHaveBeenCalled();
  });

  it('reads a Token or Ip Prohibit body the same whatever the HTTP status', async () => {
    network.reply({ status: 401, body: { code: 500, msg: 'Token expired' } }, { status: 403, body: { code: 500, msg: 'Ip Prohibit' } });
    await expect(http.post('/x')).rejects.toMatchObject({ kind: 'auth' });
    await expect(http.post('/y')).rejects.toMatchObject({ kind: 'blocked' });
    expect(wiring.notify).not.toHaveBeenCalled();
  });

  it('shows nothing for code 428 (the image code asked for): the sign-in screen says it in the reader’s words', async () => {
    network.reply({ body: { code: CAPTCHA_REQUIRED, msg: 'Too many failed sign-ins on this account: please also enter the image code' } });
    await expect(http.post('/user/login')).rejects.toMatchObject({ kind: 'business', code: 428, shown: false });
    expect(wiring.notify).not.toHaveBeenCalled();
  });

  it('lets a file through as it is: it is not a RuoYi body', async () => {
    network.reply({ raw: 'PNG-BYTES' });
    const response = await http.get<Blob>('/common/file/abc', { responseType: 'blob' });
    await expect(response.data.text()).resolves.toBe('PNG-BYTES');
    expect(wiring.notify).not.toHaveBeenCalled();
  });

  it('tells the user nothing for a silent call, whatever went wrong', async () => {
    network.reply({ body: { code: 500, msg: 'nothing to show' } }, { status: 503 }, { status: 400, body: { code: 400, msg: 'bad' } }, { fail: 'offline' });
    await expect(http.get('/x', { silent: true })).rejects.toMatchObject({ kind: 'business' });
    await expect(http.get('/x', { silent: true })).rejects.toMatchObject({ kind: 'network', code: 503 });
    await expect(http.get('/x', { silent: true })).rejects.toMatchObject({ kind: 'business', code: 400 });
    await expect(http.get('/x', { silent: true })).rejects.toMatchObject({ kind: 'network', code: null });
    expect(wiring.notify).not.toHaveBeenCalled();
  });
});
