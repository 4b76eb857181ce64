import type { WalletType } from '@atrium/api';

/** An injected Ethereum-style wallet (EIP-1193). */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] | Record<string, unknown> }): Promise<unknown>;
  on?(event: string, listener: (...args: unknown[]) => void): void;
  removeListener?(event: string, listener: (...args: unknown[]) => void): void;
}

/**
 * The parts of TronLink's injected TronWeb that Atrium uses: the signed-in address and message
 * signing. No tronweb package is bundled; the wallet brings its own.
 */
export interface InjectedTronWeb {
  defaultAddress?: { base58?: string | false; hex?: string | false };
  trx: { signMessageV2(message: string): Promise<string> };
}

/** TronLink's own object: `request` asks the user to connect the site (TIP-1102). */
export interface InjectedTronLink {
  request?(args: { method: 'tron_requestAccounts' }): Promise<unknown>;
  tronWeb?: InjectedTronWeb | false;
}

/** Where wallets inject themselves: `window` in the app, a plain object in tests. */
export interface WalletHost {
  ethereum?: Eip1193Provider;
  tronWeb?: InjectedTronWeb | false;
  tronLink?: InjectedTronLink;
}

export const browserWalletHost = (): WalletHost => window as unknown as WalletHost;

/** The Ethereum-style provider, if one is injected and speaks EIP-1193. */
export function ethereumOf(host: WalletHost): Eip1193Provider | undefined {
  const provider = host.ethereum;
  return provider && typeof provider.request === 'function' ? provider : undefined;
}

/** TronLink puts TronWeb on `window.tronWeb`, and on `tronLink.tronWeb` in newer versions. */
export function tronWebOf(host: WalletHost): InjectedTronWeb | undefined {
  const candidate = host.tronWeb || host.tronLink?.tronWeb;
  return candidate && typeof candidate.trx?.signMessageV2 === 'function' ? candidate : undefined;
}

/** The wallets this browser offers, Ethereum first (spec §2: wallet login only when one is present). */
export function availableWallets(host: WalletHost = browserWalletHost()): WalletType[] {
  const wallets: WalletType[] = [];
  if (ethereumOf(host)) wallets.push('ETH');
  if (tronWebOf(host) || host.tronLink) wallets.push('TRON');
  return wallets;
}
