import { describe, expect, it } from 'vitest';
import { approvalsPage, readWalletConfig, WalletConfigError } from './wallet-config';

const ethereum = {
  id: 'ethereum',
  kind: 'evm',
  name: 'Ethereum',
  chainId: 1,
  rpcUrl: 'http://127.0.0.1:8545',
  explorer: 'https://etherscan.io',
  approvalsUrl: 'https://etherscan.io/tokenapprovalchecker?search={address}',
  tokens: [{ symbol: 'USDT', address: '0xdAC17F958D2ee523a2206206994597C13D831ec7', decimals: 6 }],
};

describe('the wallet config reader', () => {
  it('reads no chains from a tenant without a wallet section', () => {
    expect(readWalletConfig(undefined)).toEqual({ chains: [], spenders: [] });
  });

  it('reads chains, tokens and spenders', () => {
    const config = readWalletConfig({ chains: [ethereum], spenders: [{ name: 'Pool', chain: 'ethereum', address: '0xabc' }] });
    expect(config.chains[0]).toMatchObject({ id: 'ethereum', kind: 'evm', chainId: 1, tokens: [{ symbol: 'USDT', decimals: 6 }] });
    expect(config.spenders).toEqual([{ name: 'Pool', chain: 'ethereum', address: '0xabc' }]);
    expect(approvalsPage(config.chains[0]!, '0xME')).toBe('https://etherscan.io/tokenapprovalchecker?search=0xME');
  });

  it('names what is wrong in a malformed entry (an invalid provider configuration)', () => {
    expect(() => readWalletConfig({ chains: [{ ...ethereum, rpcUrl: '' }] })).toThrow(new WalletConfigError('tenant config: "wallet.chains[0].rpcUrl" must be a non-empty string'));
    expect(() => readWalletConfig({ chains: [{ ...ethereum, kind: 'solana' }] })).toThrow(/wallet\.chains\[0\]\.kind/);
    expect(() => readWalletConfig({ chains: [{ ...ethereum, tokens: [{ symbol: 'USDT', address: '0x1', decimals: -1 }] }] })).toThrow(/tokens\[0\]\.decimals/);
    expect(() => readWalletConfig({ chains: [ethereum], spenders: [{ name: 'Pool', chain: 'bsc', address: '0xabc' }] })).toThrow(/names no chain/);
  });
});
