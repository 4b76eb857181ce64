import { describe, expect, it } from 'vitest';
import { FIRST_RETRY_MS, MAX_RETRY_MS, reconnectDelay } from './backoff';

describe('the reconnect schedule', () => {
  it('waits 3 s before the first retry, whatever the draw', () => {
    expect(reconnectDelay(0, () => 0)).toBe(FIRST_RETRY_MS);
    expect(reconnectDelay(0, () => 0.999)).toBe(FIRST_RETRY_MS);
  });

  it('then draws from the upper half of a window that doubles up to the cap (equal jitter)', () => {
    expect([1, 2, 3, 4, 10].map((n) => reconnectDelay(n, () => 0))).toEqual([3000, 6000, 12000, 15000, 15000]);
    expect([1, 2, 3, 4, 10].map((n) => reconnectDelay(n, () => 0.999999))).toEqual([5999, 11999, 23999, 29999, 29999]);
    expect(reconnectDelay(2, () => 0.5)).toBe(9000);
  });

  it('never retries sooner than the first retry nor later than the cap, for any draw', () => {
    for (let attempt = 1; attempt < 12; attempt++) {
      for (const r of [0, 0.25, 0.5, 0.75, 0.999]) {
        const d = reconnectDelay(attempt, () => r);
        expect(d).toBeGreaterThanOrEqual(FIRST_RETRY_MS);
        expect(d).toBeLessThanOrEqual(Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt));
      }
    }
  });

  it('grows: the shortest wait of each of the first retries is the longest of the one before', () => {
    for (let attempt = 1; attempt < 3; attempt++) {
      expect(reconnectDelay(attempt + 1, () => 0)).toBeGreaterThanOrEqual(reconnectDelay(attempt, () => 0.999999));
    }
  });
});
