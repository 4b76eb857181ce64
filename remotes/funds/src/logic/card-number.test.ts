import { describe, expect, it } from 'vitest';
import { cardDigits, groupCardNumber, isValidCardNumber, isValidHolderName, maskCardNumber, textLength } from './card-number';

describe('bank card numbers', () => {
  it('passes the Luhn check for real test numbers and fails a changed digit', () => {
    expect(isValidCardNumber('4111111111111111')).toBe(true);
    expect(isValidCardNumber('6011111111111117')).toBe(true);
    expect(isValidCardNumber('4111111111111112')).toBe(false);
    expect(isValidCardNumber('41111')).toBe(false);
  });
  it('groups digits by four as typed, never cutting a long number, and masks all but the last four', () => {
    expect(cardDigits('4111-1111 1111')).toBe('411111111111');
    expect(cardDigits('41111111111111111111')).toBe('41111111111111111111');
    expect(isValidCardNumber(cardDigits('41111111111111111111'))).toBe(false);
    expect(groupCardNumber('411111111')).toBe('4111 1111 1');
    expect(maskCardNumber('4111111111111111')).toBe('•••• 1111');
  });
  it('takes holder names of letters in any script, in words, as the server does', () => {
    expect(isValidHolderName('Ana Demo')).toBe(true);
    expect(isValidHolderName('José Núñez')).toBe(true);
    expect(isValidHolderName('王小明')).toBe(true);
    expect(isValidHolderName('Ana 2')).toBe(false);
    expect(isValidHolderName('Ana  Demo')).toBe(false);
  });
  it('counts characters as the server does', () => {
    expect(textLength('😀a')).toBe(2);
  });
});
