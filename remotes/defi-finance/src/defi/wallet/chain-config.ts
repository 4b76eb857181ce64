import { WalletConfigError, type ChainKind, type WalletChain, type WalletSpender } from '@atrium/platform';

const ADDRESS: Record<ChainKind, RegExp> = {
  evm: /^0x[0-9a-fA-F]{40}$/,
  tron: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
};

/** The spenders the tenant config lists for one chain. */
export const spendersOf = (chain: WalletChain, spenders: WalletSpender[]) => spenders.filter((s) => s.chain === chain.id);

/**
 * Checks what the typed reader cannot: that the RPC URL is an http(s) URL and every token and
 * spender address has its chain's shape. A chain that fails is the spec's 1301 "invalid provider
 * configuration" on its own card; the other chains still load.
 */
export function checkChain(chain: WalletChain, spenders: WalletSpender[]): void {
  let url: URL | null = null;
  try {
    url = new URL(chain.rpcUrl);
  } catch {
    url = null;
  }
  if (!url || !/^https?:$/.test(url.protocol)) throw new WalletConfigError(`wallet chain "${chain.id}": rpcUrl is not an http(s) URL`);
  if (chain.kind === 'evm' && chain.chainId <= 0) throw new WalletConfigError(`wallet chain "${chain.id}": chainId is missing`);
  for (const token of chain.tokens) {
    if (!ADDRESS[chain.kind].test(token.address)) throw new WalletConfigError(`wallet chain "${chain.id}": token ${token.symbol} has no valid contract address`);
  }
  for (const spender of spendersOf(chain, spenders)) {
    if (!ADDRESS[chain.kind].test(spender.address)) throw new WalletConfigError(`wallet chain "${chain.id}": spender ${spender.name} has no valid address`);
  }
}

/** The explorer's page of a transaction (Tronscan keeps its pages behind a hash route). */
export const transactionPage = (chain: WalletChain, hash: string) =>
  chain.kind === 'tron' ? `${chain.explorer}/#/transaction/${hash}` : `${chain.explorer}/tx/${hash}`;
