import BigNumber from 'bignumber.js';
import { describe, expect, it } from 'vitest';
import { abbreviate, floorToDecimals, formatAmount, formatAmountRange, formatChangePercent, formatMoney, formatPercent, formatPrice, trendOf } from './format-number';

const en = { locale: 'en-US' };

describe('formatAmount', () => {
  it.each([
    // 2-decimal, 4-decimal, 6-decimal and 8-decimal coins' balances
    ['1234.5678', '1,234.56'],
    ['100.019', '100.01'],
    ['100', '100'],
    ['12.5', '12.5'],
    ['12.345678', '12.3456'],
    ['10.0000', '10'],
    ['0.5', '0.5'],
    ['0.12345678', '0.1234'],
    // very small: up to 6 significant digits, so a swap's 0.00014829 BTC reads as it arrived
    ['0.00014829', '0.00014829'],
    ['0.0999999999', '0.0999999'],
    ['0.0000123456789', '0.0000123456'],
    ['1e-9', '0.000000001'],
    // huge: grouped, never scientific
    ['54188.3', '54,188.3'],
    ['12345678901234567890.129', '12,345,678,901,234,567,890.12'],
    ['1e21', '1,000,000,000,000,000,000,000'],
    // negative, and the zero that must not carry a sign
    ['-250.999', '-250.99'],
    ['-0.00012345678', '-0.000123456'],
    ['0', '0'],
    ['-0', '0'],
  ])('writes %s as %s', (value, text) => {
    expect(formatAmount(value, en)).toBe(text);
  });

  it('rounds down unless told otherwise', () => {
    expect(formatAmount('1.23456', en)).toBe('1.2345');
    expect(formatAmount('1.23456', { ...en, rounding: BigNumber.ROUND_HALF_UP })).toBe('1.2346');
  });

  it('says exactly what moves when asked for the exact amount', () => {
    expect(formatAmount('130.00014829', { ...en, exact: true })).toBe('130.00014829');
    expect(formatAmount('1234567.000001', { ...en, exact: true })).toBe('1,234,567.000001');
  });

  it('groups and marks decimals the reader’s way, always in Latin digits', () => {
    expect(formatAmount('54188.3', { locale: 'de' })).toBe('54.188,3');
    expect(formatAmount('54188.3', { locale: 'fr' })).toBe('54\u202f188,3');
    expect(formatAmount('1234567.5', { locale: 'hi' })).toBe('12,34,567.5');
    expect(formatAmount('54188.3', { locale: 'ar' })).toBe('54,188.3');
    expect(formatAmount('-12.5', { locale: 'ar' })).toMatch(/^\u200e?-12\.5$/);
    expect(formatAmount('1234.5', { locale: 'ar', exact: true })).not.toMatch(/[\u0660-\u0669]/);
  });

  it('takes BigNumber instances and shows a placeholder for what is not a number', () => {
    expect(formatAmount(new BigNumber('42.123456'), en)).toBe('42.1234');
    expect(formatAmount(undefined, en)).toBe('--');
    expect(formatAmount('abc', en)).toBe('--');
    expect(formatAmount('Infinity', en)).toBe('--');
    expect(formatAmount(null, { ...en, fallback: '-' })).toBe('-');
  });
});

describe('amounts with their coin', () => {
  it('writes the coin once, upper case, and a range in one format', () => {
    expect(formatMoney('1000.5', 'usdt', en)).toBe('1,000.5 USDT');
    expect(formatMoney('0.000148291', 'btc', { ...en, exact: true })).toBe('0.000148291 BTC');
    expect(formatAmountRange('10', '50000', 'usdt', en)).toBe('10 – 50,000 USDT');
    expect(formatAmountRange('10.5', '50000.25', 'usdt', { locale: 'de' })).toBe('10,5 – 50.000,25 USDT');
  });
});

describe('formatPrice', () => {
  it('keeps the spec’s decimals fixed, so prices line up', () => {
    expect(formatPrice('54188.3', en)).toBe('54,188.30');
    expect(formatPrice('1.234', en)).toBe('1.2340');
    expect(formatPrice('0', en)).toBe('0.00');
    expect(formatPrice('0.00014829', en)).toBe('0.00014829');
    expect(formatPrice('0.05', en)).toBe('0.0500');
    expect(formatPrice('0.1', en)).toBe('0.1000');
    expect(formatPrice('64123.987', { locale: 'de' })).toBe('64.123,98');
  });
});

describe('abbreviate', () => {
  it('uses K, M, B and T at 1e3, 1e6, 1e9 and 1e12 with 2 decimals rounded down', () => {
    expect(abbreviate('999', en)).toBe('999');
    expect(abbreviate('1000', en)).toBe('1.00K');
    expect(abbreviate('1234', en)).toBe('1.23K');
    expect(abbreviate('999999.99', en)).toBe('999.99K');
    expect(abbreviate('1234567', en)).toBe('1.23M');
    expect(abbreviate('1999999999', en)).toBe('1.99B');
    expect(abbreviate('1e12', en)).toBe('1.00T');
    expect(abbreviate('-1234567', en)).toBe('-1.23M');
    expect(abbreviate('1234567', { locale: 'de' })).toBe('1,23M');
  });
});

describe('percents', () => {
  it('shows 2 decimals rounded down', () => {
    expect(formatPercent('12.345', en)).toBe('12.34%');
    expect(formatPercent('-0.001', en)).toBe('0.00%');
    expect(formatPercent('12.345', { locale: 'de' })).toBe('12,34\u00a0%');
    expect(formatPercent('12.345', { locale: 'tr' })).toBe('%12,34');
    expect(formatPercent('0.035', { ...en, decimals: 3 })).toBe('0.035%');
  });

  it('signs a change and shows a tiny one as 0.01 % (spec §5)', () => {
    expect(formatChangePercent('1.239', en)).toBe('+1.23%');
    expect(formatChangePercent('-4.567', en)).toBe('-4.56%');
    expect(formatChangePercent('0.0001', en)).toBe('+0.01%');
    expect(formatChangePercent('-0.0001', en)).toBe('-0.01%');
    expect(formatChangePercent('0', en)).toBe('0.00%');
  });
});

describe('floorToDecimals', () => {
  it('cuts toward zero for Max buttons, plainly', () => {
    expect(floorToDecimals('1.23456789999', 8)).toBe('1.23456789');
    expect(floorToDecimals('99.9999999', 6)).toBe('99.999999');
    expect(floorToDecimals('-0.0000001', 2)).toBe('0');
    expect(floorToDecimals('abc', 2)).toBe('0');
  });
});

describe('trendOf', () => {
  it('reads the direction of a change', () => {
    expect(trendOf('1')).toBe('up');
    expect(trendOf('-1')).toBe('down');
    expect(trendOf('0')).toBe('flat');
    expect(trendOf(null)).toBe('flat');
  });
});
