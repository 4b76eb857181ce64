import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { assetBalance, transferFunds } from './asset';
import { getAllSetting } from './common';
import { TIMEOUT_MS } from './request-timeout';
import { fakeClient, type TestWiring } from './testing/fake-client';
import type { FakeNetwork } from './testing/fake-network';

let network: FakeNetwork;
let wiring: TestWiring;

beforeEach(() => ({ network, wiring } = fakeClient()));
afterEach(() => vi.useRealTimers());

const transfer = { coin: 'usdt', amount: '1', from: 'funding', to: 'spot' } as const;

describe('a cancelled call', () => {
  it('rejects as cancelled, without a toast, when its signal is aborted in flight', async () => {
    network.reply({ fail: 'hang' });
    const caller = new AbortController();
    const call = assetBalance({ signal: caller.signal });
    caller.abort();
    const error = await call.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'cancelled', code: null });
    expect(wiring.notify).not.toHaveBeenCalled();
    expect(wiring.onAuthError).not.toHaveBeenCalled();
  });

  it('is not sent when its signal was aborted before', async () => {
    const caller = new AbortController();
    caller.abort();
    await expect(getAllSetting({ signal: caller.signal })).rejects.toMatchObject({ kind: 'cancelled' });
    expect(network.sent).toHaveLength(0);
    expect(wiring.notify).not.toHaveBeenCalled();
  });

  it('frees the duplicate-submit guard at once: the user may submit again', async () => {
    network.reply({ fail: 'hang' }, {});
    const caller = new AbortController();
    const first = transferFunds(transfer, { signal: caller.signal });
    await expect(transferFunds(transfer)).rejects.toMatchObject({ kind: 'duplicate' });
    caller.abort();
    await expect(first).rejects.toMatchObject({ kind: 'cancelled' });
    await expect(transferFunds(transfer)).resolves.toMatchObject({ code: 200 });
    expect(network.sent).toHaveLength(2);
    expect(wiring.notify.mock.calls).toEqual([[{ kind: 'key', key: 'please_wait' }]]);
  });

  it('is still a network failure when the timeout, not the caller, ended it', async () => {
    vi.useFakeTimers();
    network.reply({ fail: 'hang' });
    const caller = new AbortController();
    const call = assetBalance({ signal: caller.signal }).catch((reason: unknown) => reason);
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS);
    await expect(call).resolves.toMatchObject({ kind: 'network' });
    expect(wiring.notify).toHaveBeenCalledWith({ kind: 'key', key: 'network_anomaly' });
  });

  it('changes nothing once the answer is in', async () => {
    const caller = new AbortController();
    await expect(assetBalance({ signal: caller.signal })).resolves.toBeNull();
    caller.abort();
    expect(wiring.notify).not.toHaveBeenCalled();
  });
});
