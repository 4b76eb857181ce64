import { describe, expect, it } from 'vitest';
import { formatTokens, isUnlimited, isZero, toTokens, UNLIMITED_FROM } from './token-amount';

const MAX_UINT256 = (1n << 256n) - 1n;

describe('token amounts from base units', () => {
  it('shifts by the token decimals without floats', () => {
    expect(toTokens('1234567', 6).toFixed()).toBe('1.234567');
    expect(toTokens(123456789012345678901234567n, 18).toFixed()).toBe('123456789.012345678901234567');
    expect(toTokens('0', 6).toFixed()).toBe('0');
  });

  it('formats by spec §9: rounds down, never scientific notation', () => {
    expect(formatTokens('1999999', 6)).toBe('1.9999');
    expect(formatTokens('150000000', 6)).toBe('150');
    expect(formatTokens('1234560000', 6)).toBe('1,234.56');
    expect(formatTokens(10n ** 18n * 5n + 999n, 18)).toBe('5');
    expect(formatTokens(10n ** 18n * 5n + 999n, 18, { exact: true })).toBe('5.000000000000000999');
    // A small balance keeps its significant digits (never 0.0001 for 0.00014829).
    expect(formatTokens('148290000000000', 18)).toBe('0.00014829');
    expect(formatTokens('999000000000000000000000000000', 18)).not.toMatch(/e/i);
  });

  it('calls an allowance at or above 2^255 unlimited, anything less a number', () => {
    expect(isUnlimited(MAX_UINT256)).toBe(true);
    expect(isUnlimited(UNLIMITED_FROM.toFixed())).toBe(true);
    expect(isUnlimited(UNLIMITED_FROM.minus(1).toFixed())).toBe(false);
    // The seed's 999,000,000,000 tokens with 18 decimals is enormous but still a number.
    expect(isUnlimited((999_000_000_000n * 10n ** 18n).toString())).toBe(false);
    expect(isUnlimited('0')).toBe(false);
  });

  it('knows zero and refuses what is not a base-unit integer', () => {
    expect(isZero('0')).toBe(true);
    expect(isZero(1n)).toBe(false);
    expect(() => toTokens('1.5', 6)).toThrow(RangeError);
    expect(() => toTokens('-1', 6)).toThrow(RangeError);
  });
});
