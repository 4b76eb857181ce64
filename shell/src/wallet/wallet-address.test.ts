import { describe, expect, it } from 'vitest';
import { sameWalletAddress, shortAddress, walletTypeOfAddress } from './wallet-address';

const ETH = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
const TRON = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';

describe('wallet addresses', () => {
  it('tell their chain by their form', () => {
    expect(walletTypeOfAddress(ETH)).toBe('ETH');
    expect(walletTypeOfAddress(TRON)).toBe('TRON');
    expect(walletTypeOfAddress('demo')).toBeNull();
  });

  it('match Ethereum addresses whatever their checksum casing, TRON addresses exactly', () => {
    expect(sameWalletAddress(ETH, ETH.toLowerCase())).toBe(true);
    expect(sameWalletAddress(TRON, TRON.toLowerCase())).toBe(false);
    expect(sameWalletAddress(TRON, TRON)).toBe(true);
  });

  it('shorten to the first six and last four characters', () => {
    expect(shortAddress(ETH)).toBe('0x8ba1…BA72');
  });
});
