import { Wallet } from 'ethers';
import { describe, expect, it } from 'vitest';
import { normaliseAddress } from './address.js';
import { isTronAddress, tronAddressFromEth } from './tron-address.js';

// A well-known pair: the USDT contract on TRON and its hex form.
const USDT_TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const USDT_HEX = '0xa614f803b6fd780986a42c78ec9c7f77e6ded13c';

describe('TRON addresses', () => {
  it('encodes 0x41 ‖ the 20 address bytes in base58check', () => {
    expect(tronAddressFromEth(USDT_HEX)).toBe(USDT_TRON);
  });

  it('accepts valid addresses and refuses bad checksums, lengths and alphabets', () => {
    expect(isTronAddress(USDT_TRON)).toBe(true);
    expect(isTronAddress(tronAddressFromEth(Wallet.createRandom().address))).toBe(true);
    expect(isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toBe(false); // checksum
    expect(isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6')).toBe(false); // short
    expect(isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj60')).toBe(false); // 0 is not base58
    expect(isTronAddress('1R7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(false);
  });
});

describe('normaliseAddress', () => {
  const wallet = Wallet.createRandom();

  it('stores Ethereum addresses checksummed, from any case', () => {
    expect(normaliseAddress('ETH', wallet.address.toLowerCase())).toBe(wallet.address);
    expect(normaliseAddress('ETH', `0x${wallet.address.slice(2).toUpperCase()}`)).toBe(wallet.address);
    expect(normaliseAddress('ETH', ` ${wallet.address} `)).toBe(wallet.address);
  });

  it('refuses a wrong EIP-55 checksum, a wrong length and the other chain', () => {
    const checksummed = normaliseAddress('ETH', USDT_HEX)!;
    expect(checksummed).not.toBe(USDT_HEX);
    // Flip the case of one letter that the checksum has in lower case.
    const index = checksummed.search(/[a-f]/);
    const badChecksum = checksummed.slice(0, index) + checksummed[index]!.toUpperCase() + checksummed.slice(index + 1);
    expect(normaliseAddress('ETH', badChecksum)).toBeUndefined();
    expect(normaliseAddress('ETH', wallet.address.slice(0, 41))).toBeUndefined();
    expect(normaliseAddress('ETH', USDT_TRON)).toBeUndefined();
    expect(normaliseAddress('TRON', wallet.address)).toBeUndefined();
    expect(normaliseAddress('TRON', USDT_TRON)).toBe(USDT_TRON);
  });
});
