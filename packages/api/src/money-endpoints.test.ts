import { describe, expect, it } from 'vitest';
import { methodOf, MONEY_ENDPOINTS, moneyEndpointOf } from './money-endpoints';
import { GUARDED_SUBMITS } from './submit-guard';
import { sendEveryEndpoint } from './testing/every-endpoint';

/** A request's endpoint as the list writes it: the path after the `/api` base. */
const pathOf = (url: string) => new URL(url).pathname.replace(/^\/api(?=\/)/, '');

describe('the money list', () => {
  it('finds an entry by method and path, a path segment standing for :id', () => {
    expect(moneyEndpointOf('post', '/withdraw/submit')?.specGuarded).toBe(true);
    expect(moneyEndpointOf('POST', '/userBank/remove/7')?.path).toBe('/userBank/remove/:id');
    expect(moneyEndpointOf('DELETE', '/userBank/7')?.path).toBe('/userBank/:id');
    // The same path read with a POST is the card, not its removal.
    expect(moneyEndpointOf('POST', '/userBank/7')).toBeUndefined();
    expect(moneyEndpointOf('POST', '/userBank/remove/7/x')).toBeUndefined();
    expect(moneyEndpointOf('POST', '/withdraw/list')).toBeUndefined();
    expect(moneyEndpointOf(undefined, '/withdraw/submit')).toBeUndefined();
  });

  it('names each endpoint once, and the spec §7 five as the guarded ones', () => {
    const keys = MONEY_ENDPOINTS.map((entry) => `${methodOf(entry)} ${entry.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...GUARDED_SUBMITS].sort()).toEqual(['/asset/transferFunds', '/contract/order/submit', '/currency/order/submit', '/recharge/submit', '/withdraw/submit']);
  });

  it('is what the client sends an Idempotency-Key on: every call to it, no other call', async () => {
    const sent = await sendEveryEndpoint({ idempotencyKeys: true });
    const keyed = sent.filter(({ request }) => 'Idempotency-Key' in request.headers).map(({ name }) => name);
    const toList = sent.filter(({ request }) => moneyEndpointOf(request.method, pathOf(request.url))).map(({ name }) => name);
    expect(keyed).toEqual(toList);
    // Every entry the client can call is called by an endpoint function (the DELETE is for 2.x clients).
    const called = new Set(sent.map(({ request }) => moneyEndpointOf(request.method, pathOf(request.url))?.path));
    const posts = MONEY_ENDPOINTS.filter((entry) => methodOf(entry) === 'POST').map((entry) => entry.path);
    expect(posts.filter((path) => !called.has(path))).toEqual([]);
  });

  it('carries no key when the backend does not honour them (capability idempotencyKey off)', async () => {
    const sent = await sendEveryEndpoint({ idempotencyKeys: false });
    expect(sent.filter(({ request }) => 'Idempotency-Key' in request.headers).map(({ name }) => name)).toEqual([]);
  });
});
