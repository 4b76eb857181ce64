import { describe, expect, it } from 'vitest';
import { amountError, amountValue, maxAmount } from './amount-rules';
import { coinDecimals, toDecimal } from './decimal';

describe('validating an amount', () => {
  it('requires a well-formed positive number, saying what is wrong with it', () => {
    expect(amountError('')).toBe('required');
    expect(amountError('abc')).toBe('letters');
    expect(amountError('1e30')).toBe('exponent');
    expect(amountError('-3')).toBe('negative');
    expect(amountError('12.3.4')).toBe('decimal_marks');
    expect(amountError('1,000.50', { locale: 'en-US' })).toBeNull();
    expect(amountError('1.123456789')).toBe('decimals');
    expect(amountError('1.1234567', { decimals: 6 })).toBe('decimals');
    expect(amountError('1.5', { decimals: 0 })).toBe('decimals');
    expect(amountError('0')).toBe('zero');
    expect(amountError('0,00', { locale: 'de' })).toBe('zero');
  });

  it('reads the value in the page language', () => {
    expect(amountValue('1.000,50', { locale: 'de' })).toBe('1000.5');
    expect(amountValue('٣٤', { locale: 'ar' })).toBe('34');
    expect(amountValue('1e30')).toBeNull();
  });
  it('checks the minimum and the maximum with decimal maths, a max of 0 meaning none', () => {
    expect(amountError('9.99999999', { min: '10' })).toBe('below_min');
    expect(amountError('10', { min: '10' })).toBeNull();
    expect(amountError('100.00000001', { max: '100' })).toBe('above_max');
    expect(amountError('101', { min: '10', max: '100' })).toBe('above_max');
    expect(amountError('1000000', { max: '0' })).toBeNull();
  });
  it('refuses more than the balance, and any amount when the balance is unknown', () => {
    expect(amountError('0.30000001', { balance: '0.3' })).toBe('insufficient');
    expect(amountError('0.3', { balance: '0.3' })).toBeNull();
    expect(amountError('1', { balance: null })).toBe('insufficient');
    expect(amountError('50', { min: '10', max: '100', balance: '49.99' })).toBe('insufficient');
  });
});

describe('Max / All', () => {
  it('floors the balance to the coin decimals, never rounding up', () => {
    expect(maxAmount('1.23456789999', 8)).toBe('1.23456789');
    expect(maxAmount('99.9999999', 6)).toBe('99.999999');
    expect(maxAmount('0', 6)).toBe('0');
    expect(maxAmount(undefined, 6)).toBe('0');
    expect(maxAmount(null, 6)).toBe('0');
  });
  it('caps the balance by a maximum, a cap of 0 meaning none', () => {
    expect(maxAmount('500', 6, '100')).toBe('100');
    expect(maxAmount('50', 6, '100')).toBe('50');
    expect(maxAmount('500', 6, '0')).toBe('500');
  });
});

describe('decimals', () => {
  it('reads nothing but finite decimals', () => {
    expect(toDecimal('abc')).toBeNull();
    expect(toDecimal('')).toBeNull();
    expect(toDecimal('Infinity')).toBeNull();
    expect(toDecimal(' 2.5 ')?.toFixed()).toBe('2.5');
  });
  it('gives stablecoins 6 decimals and other coins 8', () => {
    expect(coinDecimals('USDT')).toBe(6);
    expect(coinDecimals('usdc')).toBe(6);
    expect(coinDecimals('BTC')).toBe(8);
  });
});
