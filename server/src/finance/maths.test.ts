import { describe, expect, it } from 'vitest';
import { Dec } from '../funds/amount.js';
import { checkProductLimits, chooseTier, dailyIncome, DAY_MS, dueDays, earlyPenalty, isMatured, termEnd, utcDayStart } from './maths.js';

const DAY0 = Date.UTC(2030, 0, 10);
const at = (days: number, hours = 0) => DAY0 + days * DAY_MS + hours * 3_600_000;

describe('days held', () => {
  it('finds the UTC day of a time', () => {
    expect(utcDayStart(at(0, 23.99))).toBe(DAY0);
    expect(utcDayStart(at(1))).toBe(at(1));
  });

  it('ends a term at the close of its last whole day after the day of purchase', () => {
    expect(termEnd(at(0, 10), 7)).toBe(at(8));
    expect(termEnd(at(0, 0), 1)).toBe(at(2));
    expect(termEnd(at(0, 10), 0)).toBeNull();
  });

  it('pays each whole UTC day from the day after the start, once it has ended', () => {
    const flexible = { createTime: at(0, 10), endTime: null };
    expect(dueDays(flexible, null, at(1, 23.9))).toEqual([]);
    expect(dueDays(flexible, null, at(2))).toEqual([at(1)]);
    expect(dueDays(flexible, null, at(3, 5))).toEqual([at(1), at(2)]);
    // After the last day paid only.
    expect(dueDays(flexible, at(1), at(3, 5))).toEqual([at(2)]);
    expect(dueDays(flexible, at(2), at(3, 5))).toEqual([]);
    // A clock before the start pays nothing.
    expect(dueDays(flexible, null, at(-1))).toEqual([]);
  });

  it('stops at the end of the term, and matures then', () => {
    const term = { createTime: at(0, 10), endTime: termEnd(at(0, 10), 2) };
    expect(dueDays(term, null, at(30))).toEqual([at(1), at(2)]);
    expect(isMatured(term, at(2, 23.9))).toBe(false);
    expect(isMatured(term, at(3))).toBe(true);
    expect(isMatured({ createTime: at(0), endTime: null }, at(999))).toBe(false);
  });
});

describe('income', () => {
  it('is amount × rate % a day, rounded down to 8 decimals', () => {
    expect(dailyIncome('1000', '0.8').toFixed()).toBe('8');
    expect(dailyIncome('0.123456789', '0.3').toFixed()).toBe('0.00037037');
    expect(dailyIncome('0.00000001', '0.5').toFixed()).toBe('0');
  });

  it('takes the penalty share of the income paid, rounded down and never more than the principal', () => {
    expect(earlyPenalty('10', '0.5', '1000').toFixed()).toBe('5');
    expect(earlyPenalty('0.00000003', '0.5', '1000').toFixed()).toBe('0.00000001');
    expect(earlyPenalty('35', '0', '1000').toFixed()).toBe('0');
    expect(earlyPenalty('50', '1', '20').toFixed()).toBe('20');
  });
});

describe('tiers', () => {
  const tiers = [
    { minAmount: '5000', maxAmount: '19999', rate: '1.2' },
    { minAmount: '100', maxAmount: '4999', rate: '0.8' },
    { minAmount: '20000', maxAmount: '99999', rate: '1.6' },
  ];
  const rate = (amount: string) => {
    const choice = chooseTier(tiers, new Dec(amount));
    return choice.ok ? choice.tier.rate : choice;
  };

  it('picks the tier the amount falls in, in any order of the settings', () => {
    expect(rate('100')).toBe('0.8');
    expect(rate('4999')).toBe('0.8');
    expect(rate('5000')).toBe('1.2');
    expect(rate('99999')).toBe('1.6');
  });

  it('keeps the lower rate in a gap between two tiers', () => {
    expect(rate('4999.5')).toBe('0.8');
  });

  it('refuses below the lowest minimum and above the highest maximum', () => {
    expect(rate('99.99999999')).toEqual({ ok: false, reason: 'below', limit: '100' });
    expect(rate('99999.00000001')).toEqual({ ok: false, reason: 'above', limit: '99999' });
  });

  it('has no upper bound when the highest maximum is empty, and no tier when none is set', () => {
    expect(chooseTier([{ minAmount: '1', maxAmount: '', rate: '2' }], new Dec('1e12'))).toMatchObject({ ok: true });
    expect(chooseTier([], new Dec(5))).toEqual({ ok: false, reason: 'none' });
  });
});

describe('product limits', () => {
  const product = { minAmount: '10', maxAmount: '50000', quota: '1000', sold: '900' };
  it('holds a purchase within the minimum, the maximum and the quota left', () => {
    expect(checkProductLimits(product, new Dec('10'))).toEqual({ ok: true });
    expect(checkProductLimits(product, new Dec('100'))).toEqual({ ok: true });
    expect(checkProductLimits(product, new Dec('9.99'))).toEqual({ ok: false, reason: 'below', limit: '10' });
    expect(checkProductLimits({ ...product, sold: '0', quota: '1000000' }, new Dec('50000.01'))).toEqual({ ok: false, reason: 'above', limit: '50000' });
    expect(checkProductLimits(product, new Dec('100.5'))).toEqual({ ok: false, reason: 'quota', limit: '100' });
    expect(checkProductLimits({ ...product, sold: '1000' }, new Dec('10'))).toEqual({ ok: false, reason: 'quota', limit: '0' });
  });
});
