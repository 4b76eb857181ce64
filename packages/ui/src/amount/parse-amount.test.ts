import { describe, expect, it } from 'vitest';
import { amountInputText, parseAmountInput, type ParsedAmount } from './parse-amount';

const read = (text: string, locale = 'en-US', decimals = 8): ParsedAmount | null => parseAmountInput(text, { locale, decimals });
const ok = (value: string): ParsedAmount => ({ ok: true, value });
const refused = (error: string) => ({ ok: false, error });

describe('parseAmountInput', () => {
  it.each([
    ['en-US', '1,000.50', '1000.5'],
    ['en-US', '1000.50', '1000.5'],
    ['en-US', '.5', '0.5'],
    ['en-US', '5.', '5'],
    ['en-US', '007', '7'],
    ['en-US', ' 1 000.25 ', '1000.25'],
    ['de', '1.000,50', '1000.5'],
    ['de', '1000,5', '1000.5'],
    ['de', '1 000,5', '1000.5'],
    ['fr', '1\u202f000,5', '1000.5'],
    ['fr', '1 000,5', '1000.5'],
    ['fr', '12.5', '12.5'],
    ['ru', '1\u00a0234,56', '1234.56'],
    ['hi', '1,00,000', '100000'],
    ['hi', '100,000', '100000'],
    ['ar', '٣٤', '34'],
    ['ar', '٣٫٥', '3.5'],
    ['ar', '١٬٠٠٠', '1000'],
    ['ar', '34.5', '34.5'],
    ['en-US', '۳۴', '34'],
    ['en-US', '１２', '12'],
  ])('%s reads %j as %s', (locale, text, value) => {
    expect(read(text, locale)).toEqual(ok(value));
  });

  it.each([
    ['1e30', 'exponent'],
    ['1e5', 'exponent'],
    ['1.5E-3', 'exponent'],
    ['-3', 'negative'],
    ['−3', 'negative'],
    ['12.3.4', 'decimal_marks'],
    ['abc', 'letters'],
    ['12a', 'letters'],
    ['$5', 'letters'],
    ['.', 'letters'],
    ['1,5', 'grouping'],
    ['1,0000', 'grouping'],
    [',100', 'grouping'],
    ['1.000,50', 'grouping'],
  ])('en-US refuses %j (%s)', (text, error) => {
    expect(read(text)).toEqual(refused(error));
  });

  it('refuses what a German reader would mistype: the thousands mark as the decimal one, two decimal commas', () => {
    expect(read('1.5', 'de')).toEqual(refused('grouping'));
    expect(read('1,5,0', 'de')).toEqual(refused('decimal_marks'));
  });

  it('refuses more decimals than the coin has, and any for a whole-number amount', () => {
    expect(read('1.1234567', 'en-US', 6)).toEqual(refused('decimals'));
    expect(read('1.123456', 'en-US', 6)).toEqual(ok('1.123456'));
    expect(read('1.5', 'en-US', 0)).toEqual(refused('decimals'));
  });

  it('refuses more than 15 digits before the decimal mark, leading zeros aside', () => {
    expect(read('1234567890123456')).toEqual(refused('digits'));
    expect(read('999,999,999,999,999.99999999')).toEqual(ok('999999999999999.99999999'));
    expect(read('000123')).toEqual(ok('123'));
  });

  it('reads nothing in empty text', () => {
    expect(read('')).toBeNull();
    expect(read('   ')).toBeNull();
  });

  it('writes a value for the field in the locale marks', () => {
    expect(amountInputText('1234.5', 'de')).toBe('1234,5');
    expect(amountInputText('1234.5', 'en-US')).toBe('1234.5');
  });
});
