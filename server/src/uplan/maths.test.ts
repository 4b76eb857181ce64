import { describe, expect, it } from 'vitest';
import { DAY_MS, dailyIncome, earnedDays } from './maths.js';

describe('dailyIncome', () => {
  it('is alreadyAmount × dayRate percent, floored to 8 decimals', () => {
    expect(dailyIncome('1000', '1.5').toFixed()).toBe('15');
    expect(dailyIncome('0.00000033', '3').toFixed()).toBe('0');
    expect(dailyIncome('123.45678901', '0.7').toFixed()).toBe('0.86419752');
  });
});

describe('earnedDays', () => {
  const midnight = 20_000 * DAY_MS;
  it('counts UTC midnights passed since the review', () => {
    expect(earnedDays(midnight + 1000, midnight + DAY_MS - 1, 5)).toBe(0);
    expect(earnedDays(midnight + DAY_MS - 1, midnight + DAY_MS, 5)).toBe(1);
    expect(earnedDays(midnight, midnight + 3 * DAY_MS + 5, 5)).toBe(3);
  });
  it('never passes the days of the order, nor goes below zero', () => {
    expect(earnedDays(midnight, midnight + 40 * DAY_MS, 7)).toBe(7);
    expect(earnedDays(midnight + DAY_MS, midnight, 7)).toBe(0);
  });
});
