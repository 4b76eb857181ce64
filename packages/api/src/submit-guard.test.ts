import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from './client';
import { TIMEOUT_MS } from './request-timeout';
import { endpointOf, GUARD_RELEASE_MS, isGuardedSubmit, releaseSubmit, takeSubmit } from './submit-guard';
import { fakeClient, type TestWiring } from './testing/fake-client';
import type { FakeNetwork } from './testing/fake-network';

let network: FakeNetwork;
let wiring: TestWiring;

beforeEach(() => ({ network, wiring } = fakeClient()));
afterEach(() => vi.useRealTimers());

const outcomeOf = (call: Promise<unknown>) => call.then(() => 'answered', (error: unknown) => error);

describe('the guard of one endpoint', () => {
  it('names an endpoint by its path without the query and the /api prefix', () => {
    expect(endpointOf('/api/withdraw/submit?amount=1')).toBe('/withdraw/submit');
    expect(isGuardedSubmit('/withdraw/submit?amount=1')).toBe(true);
    expect(isGuardedSubmit('/withdraw/list')).toBe(false);
  });

  it('belongs to the request that took it: an older holder cannot free it for a newer one', () => {
    vi.useFakeTimers();
    const first = takeSubmit('/test/a')!;
    expect(takeSubmit('/test/a')).toBeNull();
    vi.advanceTimersByTime(GUARD_RELEASE_MS);
    const second = takeSubmit('/test/a')!;
    expect(second).not.toBe(first);
    releaseSubmit('/test/a', first);
    expect(takeSubmit('/test/a')).toBeNull();
    releaseSubmit('/test/a', second);
    const third = takeSubmit('/test/a');
    expect(third).not.toBeNull();
    releaseSubmit('/test/a', third!);
  });
});

describe('the duplicate-submit guard (spec §7)', () => {
  it('blocks a repeat of a guarded submit while one is in flight, with please_wait, before it is sent', async () => {
    network.reply({ delay: 30 });
    const first = http.post('/withdraw/submit', { amount: '1' });
    await expect(http.post('/withdraw/submit', { amount: '1' })).rejects.toMatchObject({ name: 'ApiError', kind: 'duplicate' });
    expect(wiring.notify).toHaveBeenCalledWith({ kind: 'key', key: 'please_wait' });
    await first;
    expect(network.sent).toHaveLength(1);
    // Once the first is done, the next goes through.
    await http.post('/withdraw/submit', { amount: '1' });
    expect(network.sent).toHaveLength(2);
  });

  it('releases the submit whatever the outcome: refused, failed or timed out', async () => {
    vi.useFakeTimers();
    network.reply({ body: { code: 500, msg: 'Insufficient balance' } }, { status: 500 }, { fail: 'hang' }, {});
    await expect(http.post('/asset/transferFunds', {})).rejects.toMatchObject({ kind: 'business' });
    await expect(http.post('/asset/transferFunds', {})).rejects.toMatchObject({ kind: 'network' });
    const stuck = outcomeOf(http.post('/asset/transferFunds', {}));
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS);
    await expect(stuck).resolves.toMatchObject({ kind: 'network' });
    await expect(http.post('/asset/transferFunds', {})).resolves.toMatchObject({ status: 200 });
    expect(network.sent).toHaveLength(4);
  });

  it('guards the five submit endpoints and nothing else', async () => {
    network.reply({ delay: 20 }, { delay: 20 });
    await Promise.all([http.post('/user/login', {}), http.post('/user/login', {})]);
    expect(network.sent).toHaveLength(2);
  });

  it('clears 1500 ms after a blocked repeat even if the first never answers', async () => {
    vi.useFakeTimers();
    network.reply({ fail: 'hang' }, {});
    const first = outcomeOf(http.post('/recharge/submit', {}));
    await expect(http.post('/recharge/submit', {})).rejects.toMatchObject({ kind: 'duplicate' });
    await vi.advanceTimersByTimeAsync(GUARD_RELEASE_MS - 1);
    await expect(http.post('/recharge/submit', {})).rejects.toMatchObject({ kind: 'duplicate' });
    await vi.advanceTimersByTimeAsync(1);
    await expect(http.post('/recharge/submit', {})).resolves.toMatchObject({ status: 200 });
    expect(network.sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS);
    await expect(first).resolves.toMatchObject({ kind: 'network' });
  });

  it('is not freed for a later submit by the timeout of an earlier one the 1500 ms already dispossessed', async () => {
    vi.useFakeTimers();
    network.reply({ fail: 'hang' }, { fail: 'hang' });
    // t = 0: the first submit hangs; a repeat is blocked and starts the 1500 ms.
    const first = outcomeOf(http.post('/contract/order/submit', { amount: '1' }));
    await expect(http.post('/contract/order/submit', { amount: '1' })).rejects.toMatchObject({ kind: 'duplicate' });
    // t = 1500: the guard is cleared; a second submit takes it and hangs too.
    await vi.advanceTimersByTimeAsync(GUARD_RELEASE_MS);
    const second = outcomeOf(http.post('/contract/order/submit', { amount: '1' }));
    // t = 10 000: the first times out and gives back what it held, which is no longer the guard.
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS - GUARD_RELEASE_MS);
    await expect(first).resolves.toMatchObject({ kind: 'network' });
    // The second is still in flight: its repeat is blocked, not sent.
    await expect(http.post('/contract/order/submit', { amount: '1' })).rejects.toMatchObject({ kind: 'duplicate' });
    expect(network.sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS);
    await expect(second).resolves.toMatchObject({ kind: 'network' });
  });
});
