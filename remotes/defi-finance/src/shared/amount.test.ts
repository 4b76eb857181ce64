import { describe, expect, it } from 'vitest';
import { acceptDecimalInput, amountError, maxAmount, toDecimal } from './amount';

describe('amount input', () => {
  it('keeps digits and one dot within the decimals, a comma read as a dot', () => {
    expect(acceptDecimalInput('1,5', '1', 8)).toBe('1.5');
    expect(acceptDecimalInput('.5', '', 8)).toBe('0.5');
    expect(acceptDecimalInput('1.1234567', '1.123456', 6)).toBe('1.123456');
    expect(acceptDecimalInput('1a', '1', 8)).toBe('1');
    expect(acceptDecimalInput('1.5', '1', 0)).toBe('1');
  });

  it('names the first rule an amount breaks', () => {
    expect(amountError('')).toBe('required');
    expect(amountError('1.')).toBe('format');
    expect(amountError('0')).toBe('zero');
    expect(amountError('5', { min: '10' })).toBe('below_min');
    expect(amountError('101', { min: '10', max: '100' })).toBe('above_max');
    expect(amountError('50', { min: '10', max: '100', balance: '49.99' })).toBe('insufficient');
    expect(amountError('50', { min: '10', max: '100', balance: '50' })).toBeNull();
    expect(amountError('1.1234567', { decimals: 6 })).toBe('format');
  });

  it('floors Max to the decimals and caps it by a maximum', () => {
    expect(maxAmount('12.3456789', 6)).toBe('12.345678');
    expect(maxAmount('500', 6, '100')).toBe('100');
    expect(maxAmount('0', 6)).toBe('0');
    expect(maxAmount(null, 6)).toBe('0');
  });

  it('reads nothing but finite decimals', () => {
    expect(toDecimal('abc')).toBeNull();
    expect(toDecimal('')).toBeNull();
    expect(toDecimal(' 2.5 ')?.toFixed()).toBe('2.5');
  });
});
