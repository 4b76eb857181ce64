import { afterEach, describe, expect, it, vi } from 'vitest';
import { followRead, type ReadStatus } from './follow-read';

function cell() {
  let status: ReadStatus = 'loading';
  return { get: () => status, set: (next: ReadStatus) => void (status = next) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('followRead', () => {
  it('marks a failed read failed and runs it again when the browser is back online, once', async () => {
    const status = cell();
    const retry = vi.fn(() => Promise.resolve());
    const follow = followRead(status, retry);
    await follow(Promise.reject(new Error('offline'))).catch(() => undefined);
    expect(status.get()).toBe('failed');
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('online'));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('gives a read that outlives its limit an end, and still takes its late answer', async () => {
    vi.useFakeTimers();
    const status = cell();
    let answer: (value: string) => void = () => undefined;
    const follow = followRead(status, () => Promise.resolve(), 1000);
    const request = follow(new Promise<string>((resolve) => (answer = resolve)));
    await vi.advanceTimersByTimeAsync(999);
    expect(status.get()).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect(status.get()).toBe('failed');
    answer('settings');
    await expect(request).resolves.toBe('settings');
    expect(status.get()).toBe('ready');
  });

  it('tries again when the page becomes visible, and stops listening once a read answers', async () => {
    const status = cell();
    const retry = vi.fn(() => Promise.resolve());
    const follow = followRead(status, retry);
    await follow(Promise.reject(new Error('offline'))).catch(() => undefined);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(retry).toHaveBeenCalledTimes(1);
    await follow(Promise.reject(new Error('still offline'))).catch(() => undefined);
    await follow(Promise.resolve('ok'));
    expect(status.get()).toBe('ready');
    window.dispatchEvent(new Event('online'));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
