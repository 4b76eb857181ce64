/**
 * The tenant's wallet configuration (issue 7, the wallet safety line of docs/architecture.md): the
 * chains the DeFi screens read on-chain balances and allowances from, the token contracts, and
 * the spenders whose allowances they show with a Revoke action. From the tenant config, so a
 * test points them at a local chain and a tenant at its own RPC provider.
 */
export type ChainKind = 'evm' | 'tron';

export interface WalletToken {
  symbol: string;
  /** Contract address (0x… on EVM chains, base58 T… on TRON). */
  address: string;
  decimals: number;
}

export interface WalletChain {
  /** "ethereum", "bsc", "tron". */
  id: string;
  kind: ChainKind;
  /** A display name ("Ethereum", "BNB Chain", "TRON"). */
  name: string;
  /** EVM chain id (1, 56); 0 for TRON. */
  chainId: number;
  rpcUrl: string;
  /** Explorer base, for transaction links. */
  explorer: string;
  /** The explorer's token-approvals page for an address: "{address}" is replaced. */
  approvalsUrl: string;
  tokens: WalletToken[];
}

/** A contract the tenant may have asked users to approve; the screens show and revoke its allowances. */
export interface WalletSpender {
  name: string;
  chain: string;
  address: string;
}

export interface WalletConfig {
  chains: WalletChain[];
  spenders: WalletSpender[];
}

export class WalletConfigError extends Error {
  override name = 'WalletConfigError';
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (raw: Json, key: string, path: string): string => {
  const v = raw[key];
  if (typeof v !== 'string' || v === '') throw new WalletConfigError(`tenant config: "${path}.${key}" must be a non-empty string`);
  return v;
};
const count = (raw: Json, key: string, path: string): number => {
  const v = raw[key];
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) throw new WalletConfigError(`tenant config: "${path}.${key}" must be a whole number`);
  return v;
};
const list = (raw: Json, key: string, path: string): unknown[] => {
  const v = raw[key] ?? [];
  if (!Array.isArray(v)) throw new WalletConfigError(`tenant config: "${path}.${key}" must be a list`);
  return v;
};

function readToken(raw: unknown, path: string): WalletToken {
  if (!isObject(raw)) throw new WalletConfigError(`tenant config: "${path}" must be an object`);
  return { symbol: text(raw, 'symbol', path), address: text(raw, 'address', path), decimals: count(raw, 'decimals', path) };
}

function readChain(raw: unknown, path: string): WalletChain {
  if (!isObject(raw)) throw new WalletConfigError(`tenant config: "${path}" must be an object`);
  const kind = raw.kind;
  if (kind !== 'evm' && kind !== 'tron') throw new WalletConfigError(`tenant config: "${path}.kind" must be "evm" or "tron"`);
  return {
    id: text(raw, 'id', path),
    kind,
    name: text(raw, 'name', path),
    chainId: kind === 'evm' ? count(raw, 'chainId', path) : 0,
    rpcUrl: text(raw, 'rpcUrl', path),
    explorer: text(raw, 'explorer', path),
    approvalsUrl: text(raw, 'approvalsUrl', path),
    tokens: list(raw, 'tokens', path).map((t, i) => readToken(t, `${path}.tokens[${i}]`)),
  };
}

/**
 * Reads `wallet` of a tenant config: absent means no chains (the DeFi screens then show no
 * wallet panel); a malformed entry throws, naming it (an invalid provider configuration is the
 * spec's error 1301, and it must not be silently half-read).
 */
export function readWalletConfig(raw: unknown): WalletConfig {
  if (raw === undefined) return { chains: [], spenders: [] };
  if (!isObject(raw)) throw new WalletConfigError('tenant config: "wallet" must be an object');
  const chains = list(raw, 'chains', 'wallet').map((c, i) => readChain(c, `wallet.chains[${i}]`));
  const spenders = list(raw, 'spenders', 'wallet').map((s, i) => {
    const path = `wallet.spenders[${i}]`;
    if (!isObject(s)) throw new WalletConfigError(`tenant config: "${path}" must be an object`);
    const spender = { name: text(s, 'name', path), chain: text(s, 'chain', path), address: text(s, 'address', path) };
    if (!chains.some((c) => c.id === spender.chain)) throw new WalletConfigError(`tenant config: "${path}.chain" names no chain of wallet.chains`);
    return spender;
  });
  return { chains, spenders };
}

/** The explorer's approvals page for an address on a chain. */
export const approvalsPage = (chain: WalletChain, address: string) => chain.approvalsUrl.replace('{address}', encodeURIComponent(address));
