import { describe, expect, it } from 'vitest';
import { expectedPayout, expectedProfit, formatCountdown, periodUnit, secondsLeft } from './second-math';

describe('second contract payout', () => {
  it('pays amount × (1 + payoutRate) on a win, in exact decimals', () => {
    expect(expectedPayout('100', '0.85')!.toFixed()).toBe('185');
    expect(expectedPayout('0.1', '0.2')!.toFixed()).toBe('0.12');
    expect(expectedProfit('0.1', '0.2')!.toFixed()).toBe('0.02');
  });

  it('has no payout without a positive amount', () => {
    expect(expectedPayout('', '0.85')).toBeNull();
    expect(expectedPayout('0', '0.85')).toBeNull();
  });
});

describe('the countdown', () => {
  it('counts whole seconds to settleTime, rounding up, never below zero', () => {
    expect(secondsLeft(61_000, 0)).toBe(61);
    expect(secondsLeft(61_000, 500)).toBe(61);
    expect(secondsLeft(61_000, 1_000)).toBe(60);
    expect(secondsLeft(61_000, 61_000)).toBe(0);
    expect(secondsLeft(61_000, 90_000)).toBe(0);
  });

  it('reads as m:ss, or h:mm:ss past an hour', () => {
    expect(formatCountdown(59)).toBe('0:59');
    expect(formatCountdown(61)).toBe('1:01');
    expect(formatCountdown(3_661)).toBe('1:01:01');
  });

  it('names a period in its largest whole unit', () => {
    expect(periodUnit(30)).toEqual({ value: 30, unit: 'seconds' });
    expect(periodUnit(90)).toEqual({ value: 90, unit: 'seconds' });
    expect(periodUnit(300)).toEqual({ value: 5, unit: 'minutes' });
    expect(periodUnit(7200)).toEqual({ value: 2, unit: 'hours' });
  });
});
