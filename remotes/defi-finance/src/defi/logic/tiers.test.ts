import { describe, expect, it } from 'vitest';
import type { DefiRate } from '@atrium/api';
import { joinError, stakeBounds, tierFor } from './tiers';

const tiers: DefiRate[] = [
  { minAmount: '100', maxAmount: '999.99', rate: '1' },
  { minAmount: '1000', maxAmount: '4999', rate: '1.5' },
  { minAmount: '5000', maxAmount: '', rate: '2' },
];

describe('DeFi income tiers', () => {
  it('finds the tier of an amount, bounds included, and none in a gap', () => {
    expect(tierFor('100', tiers)?.rate).toBe('1');
    expect(tierFor('999.99', tiers)?.rate).toBe('1');
    expect(tierFor('1000', tiers)?.rate).toBe('1.5');
    expect(tierFor('1000000', tiers)?.rate).toBe('2');
    expect(tierFor('999.995', tiers)).toBeNull();
    expect(tierFor('50', tiers)).toBeNull();
  });

  it('bounds stakes by the lowest minimum and the highest maximum (an open top has none)', () => {
    expect(stakeBounds(tiers)).toEqual({ min: '100', max: null });
    expect(stakeBounds(tiers.slice(0, 2))).toEqual({ min: '100', max: '4999' });
    expect(stakeBounds([])).toEqual({ min: null, max: null });
  });

  it('checks a typed stake: required, format, zero, minimum, maximum, balance, tier gap', () => {
    expect(joinError('', tiers, '10000')).toBe('required');
    expect(joinError('1.2.3', tiers, '10000')).toBe('format');
    expect(joinError('1.1234567', tiers, '10000')).toBe('format');
    expect(joinError('0', tiers, '10000')).toBe('zero');
    expect(joinError('99.999999', tiers, '10000')).toBe('below_min');
    expect(joinError('5000', tiers.slice(0, 2), '10000')).toBe('above_max');
    expect(joinError('2000', tiers, '1999.99')).toBe('insufficient');
    expect(joinError('999.995', tiers, '10000')).toBe('no_tier');
    expect(joinError('2000', tiers, '2000')).toBeNull();
  });
});
