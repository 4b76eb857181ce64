import { describe, expect, it } from 'vitest';
import { annualRate, estimateIncome, maturityTime } from './estimate';
import { product } from '../test/fixtures';

describe('income estimate', () => {
  it('pays amount × daily rate % a day, and the floored day times the term', () => {
    expect(estimateIncome('1000', product({ dailyRate: '0.5', days: 30 }))).toEqual({ daily: '5', term: '150' });
  });

  it('floors a day to 8 decimals as the server pays it, never rounding a promise up', () => {
    // 333.333333 × 0.7 % = 2.333333331 → 2.33333333; the term is 7 floored days.
    expect(estimateIncome('333.333333', product({ dailyRate: '0.7', days: 7 }))).toEqual({ daily: '2.33333333', term: '16.33333331' });
    // 0.12345678 × 1.5 % = 0.0018518517 → 0.00185185.
    expect(estimateIncome('0.12345678', product({ coin: 'btc', dailyRate: '1.5', days: 0 }))?.daily).toBe('0.00185185');
  });

  it('has no term figure for a flexible product and nothing for an amount that is not positive', () => {
    expect(estimateIncome('100', product({ days: 0 }))?.term).toBeNull();
    expect(estimateIncome('', product())).toBeNull();
    expect(estimateIncome('0', product())).toBeNull();
    expect(estimateIncome(null, product())).toBeNull();
  });

  it('ends a term at the close of its last whole UTC day after the purchase’s, and a flexible one never', () => {
    // Bought on 1 January at 15:00 UTC for 7 days: earns 2–8 January, back on 9 January 00:00 UTC.
    expect(maturityTime(Date.UTC(2026, 0, 1, 15), 7)).toBe(Date.UTC(2026, 0, 9));
    expect(maturityTime(Date.UTC(2026, 0, 1, 15), 0)).toBeNull();
  });

  it('annualises the daily rate as simple interest (× 365) in exact decimals', () => {
    expect(annualRate('0.1')?.toFixed()).toBe('36.5');
    expect(annualRate('0.33')?.toFixed()).toBe('120.45');
  });
});
