import { AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from './client';
import { startDeadline, stopDeadline, TIMEOUT_MS, timedOut } from './request-timeout';
import { fakeClient } from './testing/fake-client';

const bare = (signal?: AbortSignal) => ({ headers: new AxiosHeaders(), signal }) as InternalAxiosRequestConfig;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the request deadline', () => {
  it('aborts the request after the 10 s of spec §9, and says it was the timeout', () => {
    const config = startDeadline(bare());
    vi.advanceTimersByTime(TIMEOUT_MS - 1);
    expect(config.signal?.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(config.signal?.aborted).toBe(true);
    expect(timedOut(config)).toBe(true);
  });

  it("passes the caller's abort on, which is no timeout", () => {
    const caller = new AbortController();
    const config = startDeadline(bare(caller.signal));
    caller.abort();
    expect(config.signal?.aborted).toBe(true);
    expect(timedOut(config)).toBe(false);
    expect(startDeadline(bare(caller.signal)).signal?.aborted).toBe(true);
  });

  it('stops once the answer is in', () => {
    const config = startDeadline(bare());
    stopDeadline(config);
    vi.advanceTimersByTime(TIMEOUT_MS * 2);
    expect(config.signal?.aborted).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives up on a request that does not answer with "Network anomaly", not a moment before', async () => {
    const { network, wiring } = fakeClient();
    network.reply({ fail: 'hang' });
    const outcome = http.post('/asset/assetBalance').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS - 1);
    expect(wiring.notify).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toMatchObject({ kind: 'network', code: null, message: 'Network anomaly' });
    expect(wiring.notify).toHaveBeenCalledWith({ kind: 'key', key: 'network_anomaly' });
  });

  it('leaves no timer behind a request that answered', async () => {
    fakeClient();
    await http.post('/asset/assetBalance');
    expect(vi.getTimerCount()).toBe(0);
  });
});
