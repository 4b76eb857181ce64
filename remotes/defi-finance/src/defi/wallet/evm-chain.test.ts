import { describe, expect, it } from 'vitest';
import type { WalletChain, WalletSpender } from '@atrium/platform';
import { revokeCalldata, revokeEvm } from './evm-chain';
import type { Eip1193Provider } from './injected';

const bsc: WalletChain = {
  id: 'bsc',
  kind: 'evm',
  name: 'BNB Chain',
  chainId: 56,
  rpcUrl: 'https://rpc.example',
  explorer: 'https://bscscan.com',
  approvalsUrl: 'https://bscscan.com/tokenapprovalchecker?search={address}',
  tokens: [{ symbol: 'USDT', address: '0x55d398326f99059fF775485246999027B3197955', decimals: 18 }],
};
const spender: WalletSpender = { name: 'Legacy pool', chain: 'bsc', address: '0x1111111254EEB25477B68fb85Ed929f73A960582' };
const OWNER = '0x00000000000000000000000000000000000000aa';

/** A wallet that answers like MetaMask and records every request. */
function recordingWallet(chainId: string) {
  const requests: { method: string; params?: unknown[] }[] = [];
  const wallet: Eip1193Provider = {
    request: async (args) => {
      requests.push(args);
      if (args.method === 'eth_chainId') return chainId;
      if (args.method === 'eth_sendTransaction') return '0xfeed';
      return null;
    },
  };
  return { wallet, requests };
}

describe('revoke on an EVM chain', () => {
  it('encodes approve(spender, 0) and nothing else', async () => {
    expect(await revokeCalldata(spender.address)).toBe(`0x095ea7b3${'0'.repeat(24)}1111111254eeb25477b68fb85ed929f73a960582${'0'.repeat(64)}`);
  });

  it('switches the wallet to the chain, then sends approve(spender, 0) to the token contract', async () => {
    const { wallet, requests } = recordingWallet('0x1');
    expect(await revokeEvm(wallet, bsc, bsc.tokens[0]!, spender, OWNER)).toBe('0xfeed');
    expect(requests.map((r) => r.method)).toEqual(['eth_chainId', 'wallet_switchEthereumChain', 'eth_sendTransaction']);
    expect(requests[1]!.params).toEqual([{ chainId: '0x38' }]);
    expect(requests[2]!.params).toEqual([{ from: OWNER, to: bsc.tokens[0]!.address, data: await revokeCalldata(spender.address), value: '0x0' }]);
  });

  it('does not switch when the wallet is on the chain already', async () => {
    const { wallet, requests } = recordingWallet('0x38');
    await revokeEvm(wallet, bsc, bsc.tokens[0]!, spender, OWNER);
    expect(requests.map((r) => r.method)).toEqual(['eth_chainId', 'eth_sendTransaction']);
  });
});
