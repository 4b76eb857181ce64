import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient, http } from './client';
import { settleSubmitKey, submitKeyFor } from './idempotency-key';
import { TIMEOUT_MS } from './request-timeout';
import { fakeClient, type TestWiring } from './testing/fake-client';
import type { FakeNetwork } from './testing/fake-network';

let network: FakeNetwork;
let wiring: TestWiring;

beforeEach(() => ({ network, wiring } = fakeClient()));
afterEach(() => vi.useRealTimers());

const keys = () => network.sent.map((request) => request.headers['Idempotency-Key']);

describe('the key of one submission', () => {
  it('is the same while the same payload is re-sent unsettled, and new once settled or changed', () => {
    const first = submitKeyFor('/test/x', 'a');
    expect(submitKeyFor('/test/x', 'a')).toBe(first);
    expect(submitKeyFor('/test/x', 'b')).not.toBe(first);
    const changed = submitKeyFor('/test/x', 'b');
    settleSubmitKey('/test/x');
    expect(submitKeyFor('/test/x', 'b')).not.toBe(changed);
    expect(submitKeyFor('/test/x', null)).not.toBe(submitKeyFor('/test/x', null));
  });
});

describe('the Idempotency-Key (rule 14)', () => {
  it('re-sends the same submission with the same key until it succeeds (no second order)', async () => {
    vi.useFakeTimers();
    const order = { symbol: 'btcusdt', amount: '100' };
    network.reply({ status: 500 }, { raw: '<html>' }, { fail: 'hang' }, { fail: 'offline' }, { body: { code: 500, msg: 'Insufficient balance' } }, {});
    for (let attempt = 0; attempt < 5; attempt++) {
      const call = http.post('/contract/order/submit', order).catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(TIMEOUT_MS);
      await expect(call).resolves.toBeInstanceOf(Error);
    }
    await http.post('/contract/order/submit', order);
    expect(new Set(keys()).size).toBe(1);
    // Succeeded: the same fields again are a new order, with a new key.
    await http.post('/contract/order/submit', order);
    expect(keys()[6]).not.toBe(keys()[0]);
  });

  it('gives a changed submission a new key (the server refuses a key reused for other fields)', async () => {
    network.reply({ status: 500 }, { status: 500 }, { status: 500 });
    await http.post('/withdraw/submit', {}, { params: { amount: '1' } }).catch(() => undefined);
    await http.post('/withdraw/submit', {}, { params: { amount: '2' } }).catch(() => undefined);
    await http.post('/asset/transferFunds', {}).catch(() => undefined);
    const [first, changed, otherEndpoint] = keys();
    expect(changed).not.toBe(first);
    expect(otherEndpoint).not.toBe(changed);
  });

  it('never re-uses the key of a file upload, whose payload cannot be compared', async () => {
    network.reply({ status: 500 }, { status: 500 });
    const form = new FormData();
    await http.post('/recharge/submit', form).catch(() => undefined);
    await http.post('/recharge/submit', form).catch(() => undefined);
    expect(keys()[0]).not.toBe(keys()[1]);
  });

  it('keeps the key of a blocked repeat out of it: the first submission keeps its key', async () => {
    network.reply({ delay: 10, status: 500 }, {});
    const first = http.post('/currency/order/submit', { amount: '1' }).catch(() => undefined);
    await http.post('/currency/order/submit', { amount: '2' }).catch(() => undefined);
    await first;
    await http.post('/currency/order/submit', { amount: '1' });
    expect(keys()[1]).toBe(keys()[0]);
  });

  it('goes on the money endpoints only, when the backend honours it; the caller may give its own', async () => {
    await http.post('/currency/order/submit', {});
    await http.post('/contract/order/submit', {}, { idempotencyKey: 'same-submit' });
    await http.post('/user/login', {});
    await http.post('/userBank/remove/3', {});
    configureClient({ ...wiring, idempotencyKeys: false }, network.adapter);
    await http.post('/currency/order/submit', {});
    expect(keys()[0]).toMatch(/\S{8,}/);
    expect(keys()[1]).toBe('same-submit');
    expect(network.sent[2]!.headers).not.toHaveProperty('Idempotency-Key');
    expect(keys()[3]).toMatch(/\S{8,}/);
    expect(network.sent[4]!.headers).not.toHaveProperty('Idempotency-Key');
  });

  it('re-sends a swap whose answer was lost with the same key: the server answers the first swap (issue 20)', async () => {
    const swap = { from: 'usdt', to: 'btc', amount: '100' };
    network.reply({ fail: 'offline' }, {}, {});
    await http.post('/texchange/currencyExchange', swap).catch(() => undefined);
    await http.post('/texchange/currencyExchange', swap);
    // That one succeeded: the next swap of the same amount is a new one.
    await http.post('/texchange/currencyExchange', swap);
    expect(keys()[1]).toBe(keys()[0]);
    expect(keys()[2]).not.toBe(keys()[0]);
  });

  it('keeps no guard on a money endpoint outside the spec five: two at once both go, each with its key', async () => {
    network.reply({ delay: 10 }, {});
    await Promise.all([http.post('/nft/buy', { itemId: 1, price: '5' }), http.post('/nft/buy', { itemId: 2, price: '5' })]);
    expect(network.sent).toHaveLength(2);
    expect(keys()[1]).not.toBe(keys()[0]);
  });
});
