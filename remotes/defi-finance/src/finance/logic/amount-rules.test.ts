import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@atrium/i18n';
import { buyAmountError, buyAmountValue, maxBuyAmount, quotaLeft } from './amount-rules';
import { product } from '../test/fixtures';

afterEach(() => changeLanguage('en'));

describe('buy amount rules', () => {
  const p = product({ minAmount: '100', maxAmount: '5000', quota: '100000', sold: '97000' });

  it('names the first rule an amount breaks, in order', () => {
    expect(buyAmountError('', p, '10000')).toBe('required');
    expect(buyAmountError('1.2.3', p, '10000')).toBe('decimal_marks');
    expect(buyAmountError('1e3', p, '10000')).toBe('exponent');
    expect(buyAmountError('-300', p, '10000')).toBe('negative');
    expect(buyAmountError('1.1234567', p, '10000')).toBe('decimals');
    expect(buyAmountError('0', p, '10000')).toBe('zero');
    expect(buyAmountError('99.999999', p, '10000')).toBe('below_min');
    expect(buyAmountError('5000.000001', p, '10000')).toBe('above_max');
    expect(buyAmountError('3000.5', product({ ...p, maxAmount: '0' }), '10000')).toBe('above_quota');
    expect(buyAmountError('2000', p, '1999.99')).toBe('insufficient');
    expect(buyAmountError('2000', p, '2000')).toBeNull();
  });

  it('reads grouping and the locale’s marks, never dropping a character', async () => {
    expect(buyAmountError('1,000.50', p, '10000')).toBeNull();
    expect(buyAmountValue('1,000.50', p)).toBe('1000.5');
    expect(buyAmountError('2,999.5', p, '2999.4')).toBe('insufficient');
    expect(buyAmountError('3,000.01', p, '10000')).toBe('above_quota');
    await changeLanguage('de');
    expect(buyAmountValue('1.000,50', p)).toBe('1000.5');
    expect(buyAmountError('1.000,50', p, '10000')).toBeNull();
  });

  it('never counts a quota oversold as negative', () => {
    expect(quotaLeft(product({ quota: '10', sold: '12' })).toFixed()).toBe('0');
  });

  it('Max takes the least of balance, per-purchase maximum and quota left, floored', () => {
    expect(maxBuyAmount(p, '2500.1234567')).toBe('2500.123456');
    expect(maxBuyAmount(p, '9000')).toBe('3000');
    expect(maxBuyAmount(product({ quota: '1000000', sold: '0' }), '9000')).toBe('5000');
    expect(maxBuyAmount(p, '0')).toBe('0');
    expect(maxBuyAmount(product({ quota: '10', sold: '10' }), '9000')).toBe('0');
  });
});
