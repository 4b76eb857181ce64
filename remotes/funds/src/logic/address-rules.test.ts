import { describe, expect, it } from 'vitest';
import { isValidAddress } from './address-rules';

describe('withdrawal address formats', () => {
  it('ERC20 and BEP20: 0x and 40 hex characters', () => {
    expect(isValidAddress('ERC20', '0x52908400098527886E0F7030069857D2E4169EE7')).toBe(true);
    expect(isValidAddress('BEP20', '0x52908400098527886e0f7030069857d2e4169ee')).toBe(false);
    expect(isValidAddress('ERC20', '52908400098527886E0F7030069857D2E4169EE7aa')).toBe(false);
  });
  it('TRC20: T and 33 base58 characters', () => {
    expect(isValidAddress('TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(true);
    expect(isValidAddress('TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj60')).toBe(false);
    expect(isValidAddress('TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj')).toBe(false);
  });
  it('BTC: bc1…, 1… or 3…', () => {
    expect(isValidAddress('BTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(true);
    expect(isValidAddress('BTC', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe(true);
    expect(isValidAddress('BTC', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')).toBe(true);
    expect(isValidAddress('BTC', '2J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')).toBe(false);
  });
  it('an unknown chain needs only something without spaces', () => {
    expect(isValidAddress('SOL', 'abc')).toBe(true);
    expect(isValidAddress('SOL', 'a b')).toBe(false);
    expect(isValidAddress('SOL', ' ')).toBe(false);
  });
});
