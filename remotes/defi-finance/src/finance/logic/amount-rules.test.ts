import { describe, expect, it } from 'vitest';
import { buyAmountError, maxBuyAmount, quotaLeft } from './amount-rules';
import { product } from '../test/fixtures';

describe('buy amount rules', () => {
  const p = product({ minAmount: '100', maxAmount: '5000', quota: '100000', sold: '97000' });

  it('names the first rule an amount breaks, in order', () => {
    expect(buyAmountError('', p, '10000')).toBe('required');
    expect(buyAmountError('1.2.3', p, '10000')).toBe('format');
    expect(buyAmountError('1.1234567', p, '10000')).toBe('format');
    expect(buyAmountError('0', p, '10000')).toBe('zero');
    expect(buyAmountError('99.999999', p, '10000')).toBe('below_min');
    expect(buyAmountError('5000.000001', p, '10000')).toBe('above_max');
    expect(buyAmountError('3000.5', product({ ...p, maxAmount: '0' }), '10000')).toBe('above_quota');
    expect(buyAmountError('2000', p, '1999.99')).toBe('insufficient');
    expect(buyAmountError('2000', p, '2000')).toBeNull();
  });

  it('never counts a quota oversold as negative', () => {
    expect(quotaLeft(product({ quota: '10', sold: '12' })).toFixed()).toBe('0');
  });

  it('Max takes the least of balance, per-purchase maximum and quota left, floored', () => {
    expect(maxBuyAmount(p, '2500.1234567')).toBe('2500.123456');
    expect(maxBuyAmount(p, '9000')).toBe('3000');
    expect(maxBuyAmount(product({ quota: '1000000', sold: '0' }), '9000')).toBe('5000');
    expect(maxBuyAmount(p, '0')).toBe('0');
  });
});
