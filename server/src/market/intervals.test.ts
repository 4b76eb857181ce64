import { describe, expect, it } from 'vitest';
import { bucketStart, isKlineInterval, KLINE_INTERVALS, shiftBucket } from './intervals.js';

const at = (iso: string) => Date.parse(iso);

describe('kline intervals', () => {
  it('are the client\'s list, in its order', () => {
    expect(KLINE_INTERVALS).toEqual(['1min', '5min', '15min', '30min', '60min', '4hour', '1day', '1week', '1mon']);
    expect(isKlineInterval('1mon')).toBe(true);
    expect(isKlineInterval('1M')).toBe(false);
    expect(isKlineInterval('toString')).toBe(false);
  });

  it('align fixed buckets to UTC', () => {
    const time = at('2024-05-01T13:47:31.250Z');
    expect(bucketStart(time, '1min')).toBe(at('2024-05-01T13:47:00Z'));
    expect(bucketStart(time, '15min')).toBe(at('2024-05-01T13:45:00Z'));
    expect(bucketStart(time, '4hour')).toBe(at('2024-05-01T12:00:00Z'));
    expect(bucketStart(time, '1day')).toBe(at('2024-05-01T00:00:00Z'));
  });

  it('start weeks on Monday 00:00 UTC', () => {
    // 2024-05-01 was a Wednesday; 2024-05-06 a Monday.
    expect(bucketStart(at('2024-05-01T13:47:00Z'), '1week')).toBe(at('2024-04-29T00:00:00Z'));
    expect(bucketStart(at('2024-05-05T23:59:59.999Z'), '1week')).toBe(at('2024-04-29T00:00:00Z'));
    expect(bucketStart(at('2024-05-06T00:00:00Z'), '1week')).toBe(at('2024-05-06T00:00:00Z'));
    // Before 1970's first Monday too.
    expect(bucketStart(at('1970-01-01T00:00:00Z'), '1week')).toBe(at('1969-12-29T00:00:00Z'));
    expect(shiftBucket(at('2024-04-29T00:00:00Z'), '1week', 1)).toBe(at('2024-05-06T00:00:00Z'));
  });

  it('start months on the 1st 00:00 UTC, of calendar length', () => {
    expect(bucketStart(at('2024-02-29T23:59:59Z'), '1mon')).toBe(at('2024-02-01T00:00:00Z'));
    expect(bucketStart(at('2024-03-01T00:00:00Z'), '1mon')).toBe(at('2024-03-01T00:00:00Z'));
    expect(shiftBucket(at('2024-01-01T00:00:00Z'), '1mon', 1)).toBe(at('2024-02-01T00:00:00Z'));
    expect(shiftBucket(at('2024-02-01T00:00:00Z'), '1mon', 1) - at('2024-02-01T00:00:00Z')).toBe(29 * 86_400_000);
    expect(shiftBucket(at('2024-01-01T00:00:00Z'), '1mon', -1)).toBe(at('2023-12-01T00:00:00Z'));
    expect(shiftBucket(at('2024-03-01T00:00:00Z'), '1mon', -14)).toBe(at('2023-01-01T00:00:00Z'));
  });
});
