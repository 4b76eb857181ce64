import { describe, expect, it } from 'vitest';
import { availableWallets } from './injected-wallets';
import { fakeEthereum } from './testing/fake-ethereum';
import { fakeTron } from './testing/fake-tron';

describe('finding the browser wallets', () => {
  it('offers none without an injected wallet', () => {
    expect(availableWallets({})).toEqual([]);
  });

  it('offers Ethereum, TRON, or both to pick from', () => {
    const tron = fakeTron();
    expect(availableWallets({ ethereum: fakeEthereum() })).toEqual(['ETH']);
    expect(availableWallets({ tronWeb: tron.tronWeb })).toEqual(['TRON']);
    expect(availableWallets({ ethereum: fakeEthereum(), tronLink: tron.tronLink })).toEqual(['ETH', 'TRON']);
  });

  it('ignores an `ethereum` object that is not an EIP-1193 provider', () => {
    expect(availableWallets({ ethereum: {} as never })).toEqual([]);
  });
});
