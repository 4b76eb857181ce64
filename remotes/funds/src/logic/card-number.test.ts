import { describe, expect, it } from 'vitest';
import { cardDigits, groupCardNumber, isValidCardNumber, maskCardNumber } from './card-number';

describe('bank card numbers', () => {
  it('passes the Luhn check for real test numbers and fails a changed digit', () => {
    expect(isValidCardNumber('4111111111111111')).toBe(true);
    expect(isValidCardNumber('6011111111111117')).toBe(true);
    expect(isValidCardNumber('4111111111111112')).toBe(false);
    expect(isValidCardNumber('41111')).toBe(false);
  });
  it('groups digits by four as typed and masks all but the last four', () => {
    expect(cardDigits('4111-1111 1111a')).toBe('411111111111');
    expect(groupCardNumber('411111111')).toBe('4111 1111 1');
    expect(maskCardNumber('4111111111111111')).toBe('•••• 1111');
  });
});
