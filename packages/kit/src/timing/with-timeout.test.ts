import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TimeoutError, withTimeout } from './with-timeout';

describe('withTimeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives the answer that comes in time', async () => {
    await expect(withTimeout(Promise.resolve('ok'), 100, 'read')).resolves.toBe('ok');
  });

  it('passes on the failure that comes in time', async () => {
    const failure = new Error('offline');
    await expect(withTimeout(Promise.reject(failure), 100, 'read')).rejects.toBe(failure);
  });

  it('rejects with a TimeoutError naming the work when the answer is late', async () => {
    const late = withTimeout(new Promise(() => undefined), 100, 'remote funds');
    const settled = expect(late).rejects.toThrow(new TimeoutError('remote funds did not answer within 100 ms'));
    await vi.advanceTimersByTimeAsync(100);
    await settled;
    await expect(late).rejects.toBeInstanceOf(TimeoutError);
  });
});
