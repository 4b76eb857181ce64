import type { WalletChain, WalletSpender, WalletToken } from '@atrium/platform';
import { checkChain, spendersOf } from './chain-config';
import { injectedEthereum, injectedTronWeb } from './injected';

/**
 * What the wallet panel reads and does on a chain. The chain libraries (ethers for Ethereum
 * and BNB Chain, tronweb for TRON) load with the first call that needs them (rule 10).
 */

export interface AllowanceReading {
  spender: WalletSpender;
  /** Base units of the token the spender may still move. */
  raw: string;
}

export interface TokenReading {
  token: WalletToken;
  /** Base units held. */
  balance: string;
  allowances: AllowanceReading[];
}

/** Where a sent transaction stands after waiting for it. */
export type Settlement = 'confirmed' | 'reverted' | 'pending';

/** One revoke: the token contract, the spender whose allowance becomes 0, the owner who signs. */
export interface RevokeRequest {
  chain: WalletChain;
  token: WalletToken;
  spender: WalletSpender;
  owner: string;
}

/**
 * Balances and allowances of `owner` on one chain, for the spenders the tenant lists there.
 * These are reads of the chain's own RPC node, not of @atrium/api. `signal` stops them only
 * before they start (after the chain library has loaded): neither ethers' JsonRpcProvider (each
 * call is sent from its own clone of the FetchRequest) nor TronWeb's constant calls take an
 * AbortSignal, so RPC calls already sent run to their end; the caller drops their answer.
 */
export async function readHoldings(chain: WalletChain, owner: string, spenders: WalletSpender[], signal?: AbortSignal): Promise<TokenReading[]> {
  checkChain(chain, spenders);
  const mine = spendersOf(chain, spenders);
  const reader = chain.kind === 'tron' ? (await import('./tron-chain')).readTron : (await import('./evm-chain')).readEvm;
  if (signal?.aborted) throw new Error('wallet read cancelled');
  return reader(chain, owner, mine);
}

/**
 * Sends `approve(spender, 0)` through the user's wallet and returns the transaction's hash.
 * Called only from the confirmation sheet's confirm button.
 */
export async function sendRevoke({ chain, token, spender, owner }: RevokeRequest): Promise<string> {
  if (chain.kind === 'tron') {
    const tronWeb = injectedTronWeb();
    if (!tronWeb) throw new Error('TronLink is not available');
    return (await import('./tron-chain')).revokeTron(tronWeb, token, spender, owner);
  }
  const wallet = injectedEthereum();
  if (!wallet) throw new Error('no Ethereum wallet');
  return (await import('./evm-chain')).revokeEvm(wallet, chain, token, spender, owner);
}

/** How long the sheet waits for a revoke to be mined before it re-reads anyway. */
export const SETTLE_TIMEOUT_MS = 120_000;

export async function waitForSettlement(chain: WalletChain, hash: string): Promise<Settlement> {
  if (chain.kind === 'tron') return (await import('./tron-chain')).waitForTron(chain, hash, SETTLE_TIMEOUT_MS);
  return (await import('./evm-chain')).waitForEvm(chain, hash, SETTLE_TIMEOUT_MS);
}
