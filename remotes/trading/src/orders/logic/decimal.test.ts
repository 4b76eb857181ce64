import { describe, expect, it } from 'vitest';
import { decimalsOf, priceDecimals, quantityDecimals } from './decimal';

describe('decimals from the market', () => {
  it('reads the decimals a price or a volume is quoted with, trailing zeros included', () => {
    expect(decimalsOf('67250.50')).toBe(2);
    expect(decimalsOf('12')).toBe(0);
    expect(decimalsOf('abc')).toBeNull();
    expect(priceDecimals('0.000024130')).toBe(9);
    expect(quantityDecimals('1234.56789')).toBe(5);
  });

  it('never asks for more decimals than the server takes (8 in an amount, 12 in a price)', () => {
    expect(quantityDecimals('1.1234567891')).toBe(8);
    expect(priceDecimals('0.0000000000001')).toBe(12);
  });

  it('falls back to 8 price and 6 quantity decimals before the market speaks', () => {
    expect(priceDecimals(null)).toBe(8);
    expect(quantityDecimals(undefined)).toBe(6);
  });
});
