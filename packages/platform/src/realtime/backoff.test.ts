import { describe, expect, it } from 'vitest';
import { FIRST_RETRY_MS, MAX_RETRY_MS, reconnectDelay } from './backoff';

describe('the reconnect schedule', () => {
  it('waits 3 s before the first retry', () => {
    expect(reconnectDelay(0, () => 0.5)).toBe(FIRST_RETRY_MS);
  });
  it('then draws from a window that doubles up to the cap (full jitter)', () => {
    expect(reconnectDelay(1, () => 0.999999)).toBeLessThanOrEqual(6000);
    expect(reconnectDelay(2, () => 0.999999)).toBeLessThanOrEqual(12000);
    expect(reconnectDelay(2, () => 0)).toBe(0);
    expect(reconnectDelay(10, () => 0.999999)).toBeLessThanOrEqual(MAX_RETRY_MS);
    expect(reconnectDelay(10, () => 0.999999)).toBeGreaterThanOrEqual(MAX_RETRY_MS - 1);
  });
  it('stays within its bounds for any draw', () => {
    for (let attempt = 1; attempt < 12; attempt++) {
      for (const r of [0, 0.25, 0.5, 0.75, 0.999]) {
        const d = reconnectDelay(attempt, () => r);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt));
      }
    }
  });
});
