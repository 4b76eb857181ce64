import { describe, expect, it } from 'vitest';
import { isTronAddress } from '../wallet/tron-address.js';
import { encodeSegwitAddress, normaliseBtcAddress } from '../wallet/btc-address.js';
import { Dec, floorAmount, parseAmount } from './amount.js';
import { luhnValid } from './bank-cards.js';
import { depositAddress, normaliseChainAddress } from './chains.js';

describe('chain addresses', () => {
  it('accepts Ethereum-style addresses in one case or with a right checksum, and stores them checksummed', () => {
    const checksummed = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
    expect(normaliseChainAddress('ERC20', checksummed.toLowerCase())).toBe(checksummed);
    expect(normaliseChainAddress('BEP20', ` ${checksummed} `)).toBe(checksummed);
    expect(normaliseChainAddress('ERC20', '0x' + checksummed.slice(2).toUpperCase())).toBe(checksummed);
    // One letter's case flipped: the checksum fails.
    expect(normaliseChainAddress('ERC20', checksummed.replace('bD', 'bd'))).toBeUndefined();
    expect(normaliseChainAddress('ERC20', '0x8ba1f109551bd432803012645ac136ddd64dba7')).toBeUndefined();
    expect(normaliseChainAddress('ERC20', 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL')).toBeUndefined();
  });

  it('checks TRON addresses with their checksum', () => {
    expect(normaliseChainAddress('TRC20', 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL')).toBe('TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL');
    expect(normaliseChainAddress('TRC20', 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeM')).toBeUndefined();
    expect(normaliseChainAddress('TRC20', '0x8ba1f109551bd432803012645ac136ddd64dba72')).toBeUndefined();
  });

  it('checks Bitcoin bech32, bech32m and base58check addresses', () => {
    for (const valid of [
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
      '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
    ]) {
      expect(normaliseBtcAddress(valid), valid).toBe(valid);
    }
    const taproot = encodeSegwitAddress(1, new Uint8Array(32).fill(7));
    expect(taproot).toMatch(/^bc1p/);
    expect(normaliseBtcAddress(taproot)).toBe(taproot);
    expect(normaliseBtcAddress('BC1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ')).toBe('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
    for (const invalid of [
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdp', // checksum
      'bc1Qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', // mixed case
      'tb1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', // testnet
      '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb', // checksum
      '2J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
      '0x8ba1f109551bd432803012645ac136ddd64dba72',
    ]) {
      expect(normaliseBtcAddress(invalid), invalid).toBeUndefined();
    }
  });

  it('derives the same well-formed deposit address every time, per user and chain family', () => {
    const tron = depositAddress('atrium', 1, 'TRC20');
    expect(isTronAddress(tron)).toBe(true);
    expect(depositAddress('atrium', 1, 'TRC20')).toBe(tron);
    expect(depositAddress('atrium', 2, 'TRC20')).not.toBe(tron);
    expect(depositAddress('harbor', 1, 'TRC20')).not.toBe(tron);
    const evm = depositAddress('atrium', 1, 'ERC20');
    expect(normaliseChainAddress('ERC20', evm)).toBe(evm);
    expect(depositAddress('atrium', 1, 'BEP20')).toBe(evm);
    const btc = depositAddress('atrium', 1, 'BTC');
    expect(btc).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/);
    expect(normaliseBtcAddress(btc)).toBe(btc);
  });
});

describe('amounts', () => {
  it('reads decimal strings exactly and refuses what is not an amount', () => {
    expect(parseAmount('0.1').plus(parseAmount('0.2')).toFixed()).toBe('0.3');
    expect(parseAmount(' 12.50000000000 ').toFixed()).toBe('12.5');
    expect(parseAmount('0.00000001').toFixed()).toBe('0.00000001');
    expect(() => parseAmount('0.000000001')).toThrow('at most 8 decimal places');
    expect(() => parseAmount('0')).toThrow('greater than 0');
    for (const bad of ['-1', '1e3', '0x10', '.5', '1.', 'abc', '1,5', 'Infinity', '1234567890123456']) {
      expect(() => parseAmount(bad), bad).toThrow('valid amount');
    }
    expect(() => parseAmount(undefined)).toThrow('enter an amount');
    expect(floorAmount(new Dec('0.123456789999')).toFixed()).toBe('0.12345678');
  });

  it('checks card numbers with Luhn', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('79927398713')).toBe(true);
  });
});
