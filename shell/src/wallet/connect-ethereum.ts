import type { Eip1193Provider } from './injected-wallets';
import type { WalletConnection } from './wallet-connection';
import { WalletError } from './wallet-errors';

/**
 * Connects an Ethereum-style wallet: `eth_requestAccounts` (through ethers' getSigner) for the
 * address, and `personal_sign` for messages. ethers loads here, on use, never in the first
 * load (rule 10). Nothing else is asked of the wallet: no transaction, no approval.
 */
export async function connectEthereum(provider: Eip1193Provider): Promise<WalletConnection> {
  const { BrowserProvider } = await import('ethers');
  const signer = await new BrowserProvider(provider).getSigner();
  const address = await signer.getAddress();
  if (!address) throw new WalletError('locked');
  return {
    type: 'ETH',
    address,
    signMessage: (message) => signer.signMessage(message),
  };
}
