import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient, http, postSecret } from './client';
import { fetchOwnFile } from './common';
import { fakeClient, type TestWiring } from './testing/fake-client';
import type { FakeNetwork } from './testing/fake-network';

let network: FakeNetwork;
let wiring: TestWiring;

beforeEach(() => ({ network, wiring } = fakeClient()));

describe('the API client', () => {
  it('sends a body as JSON, and a form as multipart with the boundary left to the browser', async () => {
    await http.post('/apiDefi/join', { amount: '5' });
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.png');
    await http.post('/common/upload/OSS', form);
    expect(network.sent[0]).toMatchObject({ method: 'POST', body: '{"amount":"5"}', headers: { 'Content-Type': 'application/json' } });
    expect(network.sent[1]!.body).toBe(form);
    expect(network.sent[1]!.headers['Content-Type'] ?? '').not.toContain('json');
  });

  it('posts an empty JSON object when the fields are in the query, or there are none (spec §7: JSON and POST)', async () => {
    await http.post('/contract/loss/list');
    await http.post('/contract/order/canCelOrder', null, { params: { id: 7 } });
    for (const request of network.sent) expect(request).toMatchObject({ method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } });
    expect(network.sent[1]!.url).toBe('https://api.example/api/contract/order/canCelOrder?id=7');
  });

  it('puts params in the query string as the server logs expect, leaving out undefined and null', async () => {
    await http.get('/x', { params: { a: 'b c', ids: '1,2', t: '12:30', amp: 'x&y=z', u: 'é', none: undefined, nil: null, flag: false, n: 0 } });
    await http.post('/y?k=1', {}, { params: { id: 7 } });
    await http.get('/z', { params: { none: undefined } });
    expect(network.sent.map((request) => request.url)).toEqual([
      'https://api.example/api/x?a=b+c&ids=1,2&t=12:30&amp=x%26y%3Dz&u=%C3%A9&flag=false&n=0',
      'https://api.example/api/y?k=1&id=7',
      'https://api.example/api/z',
    ]);
  });

  it('fetches the user’s own file as it is, with the token, under the tenant base', async () => {
    network.reply({ raw: 'PNG-BYTES' }, { status: 404 });
    const file = await fetchOwnFile('https://api.example/api/common/file/abc');
    expect(file).toBeInstanceOf(Blob);
    await expect(file.text()).resolves.toBe('PNG-BYTES');
    expect(network.sent[0]).toMatchObject({ method: 'GET', url: 'https://api.example/api/common/file/abc', headers: { authorization: 'tok-123' } });
    await expect(fetchOwnFile('/api/common/file/gone')).rejects.toMatchObject({ kind: 'network', code: 404 });
    expect(wiring.notify).not.toHaveBeenCalled();
  });

  it('refuses every call until the host app wires it', async () => {
    vi.resetModules();
    const fresh = await import('./client');
    await expect(fresh.http.get('/x')).rejects.toBeInstanceOf(fresh.ApiError);
    expect(network.sent).toHaveLength(0);
  });

  it('follows a new wiring: another base', async () => {
    configureClient({ ...wiring, baseURL: 'https://other.example/api/' }, network.adapter);
    await http.post('/user/getInfo');
    expect(network.sent[0]!.url).toBe('https://other.example/api/user/getInfo');
  });
});

describe('calls with secrets', () => {
  it('put them in the body when the backend reads them there, else in the query (rule 14)', async () => {
    configureClient({ ...wiring, secretsInBody: true }, network.adapter);
    await postSecret('/user/pwdSett', { pwd: 'secret1' });
    expect(network.sent[0]).toMatchObject({ url: 'https://api.example/api/user/pwdSett', body: '{"pwd":"secret1"}' });
    configureClient({ ...wiring, secretsInBody: false }, network.adapter);
    await postSecret('/user/pwdSett', { pwd: 'secret1' });
    expect(network.sent[1]).toMatchObject({ url: 'https://api.example/api/user/pwdSett?pwd=secret1', body: '{}' });
  });
});
