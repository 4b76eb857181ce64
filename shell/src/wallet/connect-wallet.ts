import type { WalletType } from '@atrium/api';
import { browserWalletHost, ethereumOf, type WalletHost } from './injected-wallets';
import type { WalletConnection } from './wallet-connection';
import { connectEthereum } from './connect-ethereum';
import { connectTron } from './connect-tron';
import { WalletError } from './wallet-errors';

/** Connects the chosen injected wallet. */
export function connectWallet(type: WalletType, host: WalletHost = browserWalletHost()): Promise<WalletConnection> {
  if (type === 'TRON') return connectTron(host);
  const provider = ethereumOf(host);
  if (!provider) return Promise.reject(new WalletError('failed', 'no Ethereum wallet'));
  return connectEthereum(provider);
}
