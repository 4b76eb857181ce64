import { describe, expect, it } from 'vitest';
import { countdownTarget, launchProgress, progressWidth, remaining, tokensFor } from './launch-math';

describe('launch maths', () => {
  it('measures the applied USDT against the supply’s cost, beyond 100 % when oversubscribed', () => {
    expect(launchProgress({ applied: '2500', supply: '100000', price: '0.1' })?.toFixed()).toBe('25');
    expect(launchProgress({ applied: '15000', supply: '100000', price: '0.1' })?.toFixed()).toBe('150');
    expect(launchProgress({ applied: '1', supply: '0', price: '0.1' })).toBeNull();
    expect(progressWidth(launchProgress({ applied: '15000', supply: '100000', price: '0.1' }))).toBe(100);
    expect(progressWidth(launchProgress({ applied: '1', supply: '3', price: '1' }))).toBe(33.33);
    expect(progressWidth(null)).toBe(0);
  });

  it('previews the tokens an amount buys in full, floored to 8 decimals', () => {
    expect(tokensFor('100', '0.1')?.toFixed()).toBe('1000');
    expect(tokensFor('10', '3')?.toFixed()).toBe('3.33333333');
    expect(tokensFor('', '3')).toBeNull();
    expect(tokensFor('10', '0')).toBeNull();
  });

  it('counts down to the start, then to the end, then not at all', () => {
    const times = { startTime: 1_000, endTime: 2_000 };
    expect(countdownTarget({ ...times, status: 'upcoming' })).toBe(1_000);
    expect(countdownTarget({ ...times, status: 'open' })).toBe(2_000);
    expect(countdownTarget({ ...times, status: 'ended' })).toBeNull();
  });

  it('splits what remains into days, hours, minutes and seconds, never below zero', () => {
    expect(remaining(90_061_000 + 500, 0)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1 });
    expect(remaining(0, 5_000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
