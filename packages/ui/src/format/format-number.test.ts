import BigNumber from 'bignumber.js';
import { describe, expect, it } from 'vitest';
import {
  abbreviate,
  floorToDecimals,
  formatAmount,
  formatChangePercent,
  formatPercent,
  formatPrice,
  trendOf,
} from './format-number';

describe('formatAmount', () => {
  it('shows 2 decimals above 100, rounding down', () => {
    expect(formatAmount('100.019')).toBe('100.01');
    expect(formatAmount('1234.5678')).toBe('1234.56');
    expect(formatAmount('-250.999')).toBe('-250.99');
  });

  it('shows 4 decimals at 100 and below, rounding down', () => {
    expect(formatAmount('100')).toBe('100.0000');
    expect(formatAmount('12.345678')).toBe('12.3456');
    expect(formatAmount('0.99999')).toBe('0.9999');
    expect(formatAmount('-3.14159')).toBe('-3.1415');
  });

  it('shows 4 significant digits for values that 4 decimals would show as zero', () => {
    expect(formatAmount('0.0000123456')).toBe('0.00001234');
    expect(formatAmount('0.00009999')).toBe('0.00009999');
    expect(formatAmount('-0.0000123456')).toBe('-0.00001234');
    expect(formatAmount('0.00001')).toBe('0.00001');
  });

  it('keeps plain 4 decimals from 0.0001 upwards', () => {
    expect(formatAmount('0.0001')).toBe('0.0001');
    expect(formatAmount('0.00012345')).toBe('0.0001');
  });

  it('lets the caller ask for up to 6 significant digits for tiny values', () => {
    expect(formatAmount('0.0000123456789', { significant: 6 })).toBe('0.0000123456');
    expect(formatAmount('0.0000123456789', { significant: 9 })).toBe('0.0000123456');
    expect(formatAmount('0.0000123456789', { significant: 2 })).toBe('0.00001234');
  });

  it('shows zero as 0.00', () => {
    expect(formatAmount('0')).toBe('0.00');
    expect(formatAmount('-0')).toBe('0.00');
    expect(formatAmount(new BigNumber(0))).toBe('0.00');
  });

  it('never uses scientific notation, however small or large the value', () => {
    expect(formatAmount('1e-9')).toBe('0.000000001');
    expect(formatAmount(1e-9)).toBe('0.000000001');
    expect(formatAmount('1e21')).toBe('1000000000000000000000.00');
    expect(formatAmount(1e21)).toBe('1000000000000000000000.00');
    expect(formatAmount('1.23456789e-12')).toBe('0.000000000001234');
  });

  it('keeps precision a float would lose', () => {
    expect(formatAmount('12345678901234567890.129')).toBe('12345678901234567890.12');
    expect(formatAmount('0.1').length).toBe(6);
  });

  it('groups thousands only when asked', () => {
    expect(formatAmount('1234567.891')).toBe('1234567.89');
    expect(formatAmount('1234567.891', { grouping: true })).toBe('1,234,567.89');
    expect(formatAmount('-1234567.891', { grouping: true })).toBe('-1,234,567.89');
    expect(formatAmount('999.5', { grouping: true })).toBe('999.50');
  });

  it('rounds another way when told to', () => {
    expect(formatAmount('1.23456', { rounding: BigNumber.ROUND_HALF_UP })).toBe('1.2346');
    expect(formatAmount('1.23451', { rounding: BigNumber.ROUND_UP })).toBe('1.2346');
  });

  it('uses the decimals it is given instead of the 2-or-4 rule', () => {
    expect(formatAmount('1.987654321', { decimals: 8 })).toBe('1.98765432');
    expect(formatAmount('500.129', { decimals: 0 })).toBe('500');
    expect(formatAmount('0', { decimals: 8 })).toBe('0.00000000');
  });

  it('accepts BigNumber instances and trims spaces around strings', () => {
    expect(formatAmount(new BigNumber('42.123456'))).toBe('42.1234');
    expect(formatAmount(' 7.5 ')).toBe('7.5000');
  });

  it('shows a placeholder for missing and non-numeric values', () => {
    expect(formatAmount(undefined)).toBe('--');
    expect(formatAmount(null)).toBe('--');
    expect(formatAmount('')).toBe('--');
    expect(formatAmount('abc')).toBe('--');
    expect(formatAmount('Infinity')).toBe('--');
    expect(formatAmount(Number.NaN, { fallback: '-' })).toBe('-');
  });

  it('writes ASCII digits whatever the document language is', () => {
    document.documentElement.lang = 'ar';
    expect(formatAmount('1234.5', { grouping: true })).toBe('1,234.50');
    document.documentElement.lang = '';
  });
});

describe('formatPrice', () => {
  it('follows the amount display rules', () => {
    expect(formatPrice('64123.987')).toBe('64123.98');
    expect(formatPrice('0.98765')).toBe('0.9876');
    expect(formatPrice('0.00000123456')).toBe('0.000001234');
  });
});

describe('abbreviate', () => {
  it('abbreviates with K, M, B and T at 1e3, 1e6, 1e9 and 1e12 with 2 decimals rounded down', () => {
    expect(abbreviate('1000')).toBe('1.00K');
    expect(abbreviate('1234')).toBe('1.23K');
    expect(abbreviate('999999.99')).toBe('999.99K');
    expect(abbreviate('1234567')).toBe('1.23M');
    expect(abbreviate('1999999999')).toBe('1.99B');
    expect(abbreviate('1e12')).toBe('1.00T');
    expect(abbreviate('1e21')).toBe('1000000000.00T');
  });

  it('keeps the sign of negative values', () => {
    expect(abbreviate('-1234567')).toBe('-1.23M');
  });

  it('formats values below 1000 as amounts', () => {
    expect(abbreviate('999.999')).toBe('999.99');
    expect(abbreviate('12.3456789')).toBe('12.3456');
    expect(abbreviate('0.0000123456')).toBe('0.00001234');
    expect(abbreviate('0')).toBe('0.00');
  });

  it('shows a placeholder for a missing value', () => {
    expect(abbreviate(undefined)).toBe('--');
  });
});

describe('formatPercent', () => {
  it('shows 2 decimals rounded down with a percent sign', () => {
    expect(formatPercent('12.345')).toBe('12.34%');
    expect(formatPercent('-12.349')).toBe('-12.34%');
    expect(formatPercent('5')).toBe('5.00%');
  });

  it('never shows a negative zero', () => {
    expect(formatPercent('-0.001')).toBe('0.00%');
  });

  it('never uses scientific notation', () => {
    expect(formatPercent('1e21')).toBe('1000000000000000000000.00%');
  });
});

describe('formatChangePercent', () => {
  it('shows the sign of the change', () => {
    expect(formatChangePercent('1.239')).toBe('+1.23%');
    expect(formatChangePercent('-4.567')).toBe('-4.56%');
  });

  it('shows a nonzero change below 0.01 as 0.01 with its sign', () => {
    expect(formatChangePercent('0.0001')).toBe('+0.01%');
    expect(formatChangePercent('-0.009')).toBe('-0.01%');
    expect(formatChangePercent('1e-9')).toBe('+0.01%');
  });

  it('shows zero without a sign', () => {
    expect(formatChangePercent('0')).toBe('0.00%');
    expect(formatChangePercent('-0')).toBe('0.00%');
  });

  it('shows a placeholder for a missing value', () => {
    expect(formatChangePercent('')).toBe('--');
  });
});

describe('floorToDecimals', () => {
  it('never rounds up', () => {
    expect(floorToDecimals('1.99999999', 2)).toBe('1.99');
    expect(floorToDecimals('0.123456789', 6)).toBe('0.123456');
    expect(floorToDecimals('100', 0)).toBe('100');
    expect(floorToDecimals('100.9', 0)).toBe('100');
  });

  it('drops trailing zeros so the result can go straight into an input', () => {
    expect(floorToDecimals('12.50000000', 8)).toBe('12.5');
  });

  it('never uses scientific notation', () => {
    expect(floorToDecimals('1e-9', 10)).toBe('0.000000001');
    expect(floorToDecimals('1e-9', 6)).toBe('0');
    expect(floorToDecimals('1e21', 2)).toBe('1000000000000000000000');
  });

  it('gives 0 for a missing balance', () => {
    expect(floorToDecimals(undefined, 4)).toBe('0');
  });
});

describe('trendOf', () => {
  it('tells up, down and flat', () => {
    expect(trendOf('0.5')).toBe('up');
    expect(trendOf('-0.5')).toBe('down');
    expect(trendOf('0')).toBe('flat');
    expect(trendOf(undefined)).toBe('flat');
  });
});
