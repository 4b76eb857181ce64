import { describe, expect, it } from 'vitest';
import { maskIdNumber, maskName } from './mask';

describe('masking identity details', () => {
  it('shows only the first character of a name, keeping its spaces', () => {
    expect(maskName('Jane Doe')).toBe('J*** ***');
    expect(maskName(' 王小明 ')).toBe('王**');
    expect(maskName('Zoë')).toBe('Z**');
  });

  it('shows only the ends of an ID number', () => {
    expect(maskIdNumber('AB1234567')).toBe('AB*****67');
    expect(maskIdNumber('12345')).toBe('1***5');
    expect(maskIdNumber('12')).toBe('**');
  });
});
