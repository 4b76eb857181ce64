import { describe, expect, it } from 'vitest';
import { DAY_MS, dailyIncome, earlyEnd, earnedDays } from './maths.js';

describe('dailyIncome', () => {
  it('is alreadyAmount × dayRate percent, floored to 8 decimals', () => {
    expect(dailyIncome('1000', '1.5').toFixed()).toBe('15');
    expect(dailyIncome('0.00000033', '3').toFixed()).toBe('0');
    expect(dailyIncome('123.45678901', '0.7').toFixed()).toBe('0.86419752');
  });
});

describe('earnedDays', () => {
  const midnight = 20_000 * DAY_MS;
  it('counts whole 24-hour periods held since the review, not UTC midnights', () => {
    expect(earnedDays(midnight + 1000, midnight + DAY_MS - 1, 5)).toBe(0);
    // Reviewed a millisecond before midnight: the midnight alone earns nothing.
    expect(earnedDays(midnight + DAY_MS - 1, midnight + DAY_MS, 5)).toBe(0);
    expect(earnedDays(midnight + DAY_MS - 1, midnight + 2 * DAY_MS - 2, 5)).toBe(0);
    expect(earnedDays(midnight + DAY_MS - 1, midnight + 2 * DAY_MS - 1, 5)).toBe(1);
    expect(earnedDays(midnight, midnight + 3 * DAY_MS + 5, 5)).toBe(3);
  });
  it('never passes the days of the order, nor goes below zero', () => {
    expect(earnedDays(midnight, midnight + 40 * DAY_MS, 7)).toBe(7);
    expect(earnedDays(midnight + DAY_MS, midnight, 7)).toBe(0);
  });
});

describe('earlyEnd', () => {
  it('keeps 5 % of the principal, floored to 8 decimals, and returns the rest', () => {
    const { penalty, returned } = earlyEnd('1000');
    expect([penalty.toFixed(), returned.toFixed()]).toEqual(['50', '950']);
    const odd = earlyEnd('0.00000039');
    expect([odd.penalty.toFixed(), odd.returned.toFixed()]).toEqual(['0.00000001', '0.00000038']);
  });
});
