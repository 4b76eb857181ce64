import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALES, localeTag } from '@atrium/i18n';
import { localeDigits, localePercent } from './locale-digits';
import { formatChangePercent, formatPrice } from './format-number';

const TAGS = LOCALES.map(localeTag);

/** What Intl writes for the same decimal string (exactly: Intl.NumberFormat v3 takes strings). */
function intl(plain: string, locale: string, options: Intl.NumberFormatOptions = {}): string {
  const decimals = plain.split('.')[1]?.length ?? 0;
  const format = new Intl.NumberFormat(locale, { numberingSystem: 'latn', minimumFractionDigits: decimals, maximumFractionDigits: decimals, ...options });
  return format.format(plain as unknown as number);
}

const shift = (plain: string) => {
  const negative = plain.startsWith('-');
  const [integer = '0', fraction = ''] = (negative ? plain.slice(1) : plain).split('.');
  const digits = `${integer}${fraction}`.padStart(fraction.length + 3, '0');
  const point = digits.length - fraction.length - 2;
  return `${negative ? '-' : ''}${digits.slice(0, point)}.${digits.slice(point)}`;
};

const VALUES = ['0', '0.00', '7', '12.5', '999', '1000', '1234.5678', '12345.67', '123456', '1234567.000001', '12345678901234567890.12', '0.00014829', '-1', '-1234.5', '-12345678.25', '-0.5'];

describe('localeDigits', () => {
  it.each(TAGS)('writes a decimal string exactly as Intl does in %s', (locale) => {
    for (const value of VALUES) {
      expect(localeDigits(value, locale)).toBe(intl(value, locale));
      expect(localeDigits(value, locale, false)).toBe(intl(value, locale, { useGrouping: false }));
    }
  });
});

describe('localePercent', () => {
  it.each(TAGS)('writes a percent exactly as Intl does in %s', (locale) => {
    for (const value of ['0.00', '0.01', '12.34', '100', '1234.56', '-0.07', '-12.34', '-1234.5']) {
      const decimals = value.split('.')[1]?.length ?? 0;
      expect(localePercent(value, locale)).toBe(intl(shift(value), locale, { style: 'percent', minimumFractionDigits: decimals, maximumFractionDigits: decimals }));
    }
  });
});

describe('formatting a live figure', () => {
  afterEach(() => vi.restoreAllMocks());

  it('makes no Intl call per value once a locale is known', () => {
    formatChangePercent('1', { locale: 'de' });
    formatPrice('1', { locale: 'de' });
    // `format` is an accessor that hands out a bound function: reading it is calling it.
    const format = vi.spyOn(Intl.NumberFormat.prototype as unknown as { format: unknown }, 'format', 'get');
    const parts = vi.spyOn(Intl.NumberFormat.prototype, 'formatToParts');
    for (let i = 1; i < 100; i++) {
      expect(formatChangePercent(`${i / 100}`, { locale: 'de' })).toBe(`+${(i / 100).toFixed(2).replace('.', ',')}\u00a0%`);
      formatPrice(`${54000 + i}.5`, { locale: 'de' });
    }
    expect(format).not.toHaveBeenCalled();
    expect(parts).not.toHaveBeenCalled();
  });
});
