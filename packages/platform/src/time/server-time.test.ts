import { describe, expect, it } from 'vitest';
import { parseServerTime } from './server-time';

describe('server times', () => {
  it('reads RuoYi times as UTC', () => {
    expect(parseServerTime('2026-01-15 12:00:00')).toBe(Date.UTC(2026, 0, 15, 12));
  });
  it('keeps an explicit zone and takes milliseconds as they are', () => {
    expect(parseServerTime('2026-01-15T12:00:00+08:00')).toBe(Date.UTC(2026, 0, 15, 4));
    expect(parseServerTime(5)).toBe(5);
  });
  it('gives NaN for what is not a time', () => {
    expect(parseServerTime('soon')).toBeNaN();
    expect(parseServerTime(null)).toBeNaN();
  });
});
