import { tronWebOf, type WalletHost } from './injected-wallets';
import type { WalletConnection } from './wallet-connection';
import { WalletError } from './wallet-errors';

/** TronLink's answers to tron_requestAccounts (it resolves them rather than throwing). */
const TRONLINK_REJECTED = 4001;
const TRONLINK_BUSY = 4000;

function answerCode(answer: unknown): unknown {
  return typeof answer === 'object' && answer !== null ? (answer as { code?: unknown }).code : undefined;
}

/**
 * Connects TronLink: asks it to connect the site when it can (`tron_requestAccounts`), then
 * takes the injected TronWeb's signed-in address and signs with `signMessageV2`. The injected
 * TronWeb is read after the request, since TronLink may inject a new one when the user accepts.
 */
export async function connectTron(host: WalletHost): Promise<WalletConnection> {
  if (typeof host.tronLink?.request === 'function') {
    const code = answerCode(await host.tronLink.request({ method: 'tron_requestAccounts' }));
    if (code === TRONLINK_REJECTED) throw new WalletError('rejected');
    if (code === TRONLINK_BUSY) throw new WalletError('pending');
  }
  const tronWeb = tronWebOf(host);
  const address = tronWeb?.defaultAddress?.base58;
  if (!tronWeb || !address) throw new WalletError('locked');
  return {
    type: 'TRON',
    address,
    signMessage: (message) => tronWeb.trx.signMessageV2(message),
  };
}
