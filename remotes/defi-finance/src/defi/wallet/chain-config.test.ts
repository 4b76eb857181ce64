import { describe, expect, it } from 'vitest';
import { WalletConfigError, type WalletChain } from '@atrium/platform';
import { checkChain, spendersOf, transactionPage } from './chain-config';

const ethereum: WalletChain = {
  id: 'ethereum',
  kind: 'evm',
  name: 'Ethereum',
  chainId: 1,
  rpcUrl: 'https://rpc.example',
  explorer: 'https://etherscan.io',
  approvalsUrl: 'https://etherscan.io/tokenapprovalchecker?search={address}',
  tokens: [{ symbol: 'USDT', address: '0xdAC17F958D2ee523a2206206994597C13D831ec7', decimals: 6 }],
};
const spender = { name: 'Pool', chain: 'ethereum', address: '0x1111111254EEB25477B68fb85Ed929f73A960582' };

describe('checkChain', () => {
  it('accepts a usable chain', () => {
    expect(() => checkChain(ethereum, [spender])).not.toThrow();
  });

  it('refuses a bad RPC URL, token address or spender address with a WalletConfigError (1301)', () => {
    expect(() => checkChain({ ...ethereum, rpcUrl: 'not a url' }, [])).toThrow(WalletConfigError);
    expect(() => checkChain({ ...ethereum, rpcUrl: 'ftp://rpc.example' }, [])).toThrow(WalletConfigError);
    expect(() => checkChain({ ...ethereum, tokens: [{ symbol: 'USDT', address: '0x123', decimals: 6 }] }, [])).toThrow(/USDT/);
    expect(() => checkChain(ethereum, [{ ...spender, address: 'TKzxdSv2FZKQrEqkKVgp5DcwEXBEKMg2Ax' }])).toThrow(/Pool/);
    expect(() => checkChain({ ...ethereum, kind: 'tron', chainId: 0 }, [])).toThrow(WalletConfigError);
  });

  it('only counts the spenders of the chain, and links transactions to the explorer', () => {
    expect(spendersOf(ethereum, [spender, { ...spender, chain: 'bsc' }])).toEqual([spender]);
    expect(transactionPage(ethereum, '0xabc')).toBe('https://etherscan.io/tx/0xabc');
    expect(transactionPage({ ...ethereum, kind: 'tron', explorer: 'https://tronscan.org' }, 'ff')).toBe('https://tronscan.org/#/transaction/ff');
  });
});
