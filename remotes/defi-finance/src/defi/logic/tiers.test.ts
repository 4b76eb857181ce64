import { describe, expect, it } from 'vitest';
import type { DefiRate } from '@atrium/api';
import { dailyStakeIncome, joinError, stakeBounds, stakeValue, tierFor } from './tiers';

const tiers: DefiRate[] = [
  { minAmount: '100', maxAmount: '999.99', rate: '1' },
  { minAmount: '1000', maxAmount: '4999', rate: '1.5' },
  { minAmount: '5000', maxAmount: '', rate: '2' },
];

describe('DeFi income tiers', () => {
  it('finds the tier of an amount as the server does, bounds included, a gap keeping the lower rate', () => {
    expect(tierFor('100', tiers)?.rate).toBe('1');
    expect(tierFor('999.99', tiers)?.rate).toBe('1');
    expect(tierFor('1000', tiers)?.rate).toBe('1.5');
    expect(tierFor('1000000', tiers)?.rate).toBe('2');
    // Between 999.99 and 1000, and between 4999 and 5000: the lower tier's rate.
    expect(tierFor('999.995', tiers)?.rate).toBe('1');
    expect(tierFor('4999.5', tiers)?.rate).toBe('1.5');
    expect(tierFor('50', tiers)).toBeNull();
    expect(tierFor('5000', tiers.slice(0, 2))).toBeNull();
    expect(tierFor(null, tiers)).toBeNull();
    expect(tierFor('100', [])).toBeNull();
  });

  it('bounds stakes by the lowest minimum and the highest maximum (an open top has none)', () => {
    expect(stakeBounds(tiers)).toEqual({ min: '100', max: null });
    expect(stakeBounds(tiers.slice(0, 2))).toEqual({ min: '100', max: '4999' });
    expect(stakeBounds([])).toEqual({ min: null, max: null });
  });

  it('checks a typed stake: required, format, zero, minimum, maximum, balance, no tier at all', () => {
    expect(joinError('', tiers, '10000')).toBe('required');
    expect(joinError('1.2.3', tiers, '10000')).toBe('decimal_marks');
    expect(joinError('1e3', tiers, '10000')).toBe('exponent');
    expect(joinError('1.1234567', tiers, '10000')).toBe('decimals');
    expect(joinError('0', tiers, '10000')).toBe('zero');
    expect(joinError('99.999999', tiers, '10000')).toBe('below_min');
    expect(joinError('5000', tiers.slice(0, 2), '10000')).toBe('above_max');
    expect(joinError('2000', tiers, '1999.99')).toBe('insufficient');
    expect(joinError('999.995', tiers, '10000')).toBeNull();
    expect(joinError('2000', tiers, '2000')).toBeNull();
    expect(joinError('2,000', tiers, '2000')).toBeNull();
    expect(joinError('100', [], '2000')).toBe('no_tier');
  });

  it('reads the typed stake as a plain decimal and floors a day’s income as paid', () => {
    expect(stakeValue('1,000.50')).toBe('1000.5');
    expect(stakeValue('1e3')).toBeNull();
    // 1234.567891 × 1.5 % = 18.518518365 → 18.51851836.
    expect(dailyStakeIncome('1234.567891', '1.5')).toBe('18.51851836');
    expect(dailyStakeIncome(null, '1.5')).toBeNull();
  });
});
