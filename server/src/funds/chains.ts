import { createHmac } from 'node:crypto';
import { getAddress, hexlify } from 'ethers';
import type { DepositCoin, Settings, WithdrawCoin } from '../contract.js';
import { coinLogoUrl } from '../static/urls.js';
import { encodeSegwitAddress, normaliseBtcAddress } from '../wallet/btc-address.js';
import { normaliseAddress } from '../wallet/address.js';
import { tronAddressFromEth } from '../wallet/tron-address.js';

/**
 * The chains coins move on, what can be deposited and withdrawn on each, and their addresses.
 * A tenant offers the coins of its settings (assetCoins for deposits, withdrawalChannels for
 * withdrawals) that this catalogue knows.
 */
export const CHAINS = ['ERC20', 'TRC20', 'BEP20', 'BTC'] as const;
export type Chain = (typeof CHAINS)[number];

export const isChain = (value: string): value is Chain => (CHAINS as readonly string[]).includes(value);

/** Deposits: the chains per coin and the least amount credited. */
const DEPOSITS: { coin: string; chains: Chain[]; minAmount: string }[] = [
  { coin: 'usdt', chains: ['TRC20', 'ERC20', 'BEP20'], minAmount: '10' },
  { coin: 'usdc', chains: ['ERC20', 'BEP20'], minAmount: '10' },
  { coin: 'btc', chains: ['BTC'], minAmount: '0.0005' },
  { coin: 'eth', chains: ['ERC20'], minAmount: '0.01' },
  { coin: 'bnb', chains: ['BEP20'], minAmount: '0.05' },
  { coin: 'trx', chains: ['TRC20'], minAmount: '50' },
];

export interface WithdrawLimits {
  fee: string;
  minAmount: string;
  maxAmount: string;
}

/** Withdrawals: per coin and chain, the fee (taken out of the amount) and the limits of one withdrawal. */
const WITHDRAWALS: Record<string, Partial<Record<Chain, WithdrawLimits>>> = {
  usdt: {
    TRC20: { fee: '1', minAmount: '10', maxAmount: '50000' },
    ERC20: { fee: '5', minAmount: '20', maxAmount: '50000' },
    BEP20: { fee: '0.8', minAmount: '10', maxAmount: '50000' },
  },
  usdc: {
    ERC20: { fee: '5', minAmount: '20', maxAmount: '50000' },
    BEP20: { fee: '0.8', minAmount: '10', maxAmount: '50000' },
  },
  btc: { BTC: { fee: '0.0002', minAmount: '0.001', maxAmount: '2' } },
  eth: { ERC20: { fee: '0.003', minAmount: '0.01', maxAmount: '50' } },
  bnb: { BEP20: { fee: '0.001', minAmount: '0.02', maxAmount: '500' } },
  trx: { TRC20: { fee: '1', minAmount: '20', maxAmount: '200000' } },
};

const coinNameOf = (settings: Settings, coin: string) => settings.assetCoins.find((c) => c.coin === coin)?.coinName ?? coin.toUpperCase();

/** getAppCurrencyList: the tenant's asset coins that can be deposited, in the tenant's order. */
export function depositCoins(settings: Settings): DepositCoin[] {
  return settings.assetCoins.flatMap(({ coin, coinName }) => {
    const spec = DEPOSITS.find((d) => d.coin === coin);
    return spec ? [{ coin, coinName, logo: coinLogoUrl(coin), chains: [...spec.chains], minAmount: spec.minAmount }] : [];
  });
}

/** getWithDrawCoinList: the tenant's withdrawal channels this catalogue has fees for, in the tenant's order. */
export function withdrawCoins(settings: Settings): WithdrawCoin[] {
  return settings.withdrawalChannels.flatMap(({ coin, chains }) => {
    const known = chains.flatMap((chain) => {
      const limits = isChain(chain) ? WITHDRAWALS[coin]?.[chain] : undefined;
      return limits ? [{ chain, ...limits }] : [];
    });
    return known.length > 0 ? [{ coin, coinName: coinNameOf(settings, coin), logo: coinLogoUrl(coin), chains: known }] : [];
  });
}

/** The catalogue's fee and limits of a coin on a chain, whatever a tenant offers. */
export const chainLimits = (coin: string, chain: Chain): WithdrawLimits | undefined => WITHDRAWALS[coin]?.[chain];

/** The limits of withdrawing this coin on this chain in this tenant, or undefined when it is not offered. */
export function withdrawLimits(settings: Settings, coin: string, chain: string): WithdrawLimits | undefined {
  return withdrawCoins(settings)
    .find((c) => c.coin === coin)
    ?.chains.find((c) => c.chain === chain);
}

/**
 * An address in the one form it is stored and compared in, or undefined when it is not an address
 * of that chain: ERC20/BEP20 0x + 40 hex digits (a mixed-case one must carry its EIP-55 checksum),
 * stored checksummed; TRC20 base58check "T…"; BTC bech32/bech32m "bc1…" (stored lower case) or
 * base58check "1…"/"3…".
 */
export function normaliseChainAddress(chain: Chain, raw: string): string | undefined {
  switch (chain) {
    case 'ERC20':
    case 'BEP20':
      return normaliseAddress('ETH', raw);
    case 'TRC20':
      return normaliseAddress('TRON', raw);
    case 'BTC':
      return normaliseBtcAddress(raw);
  }
}

export const INVALID_ADDRESS: Record<Chain, string> = {
  ERC20: 'Please enter a valid ERC20 address (0x followed by 40 hexadecimal digits)',
  BEP20: 'Please enter a valid BEP20 address (0x followed by 40 hexadecimal digits)',
  TRC20: 'Please enter a valid TRC20 address (T followed by 33 characters)',
  BTC: 'Please enter a valid Bitcoin address',
};

/** The key the simulated deposit addresses are derived with: fixed, so an address never changes. */
const DEPOSIT_KEY = 'atrium-reference-api/deposit-address/v1';

/**
 * The built-in (demo) deposit address of a user on a chain: 20 bytes derived from tenant, user and
 * chain family (ERC20 and BEP20 share one, as on a real exchange), the same every time. They are
 * plausible, well-formed addresses that nobody holds a key to: nothing is ever really received.
 * Used only where the tenant configures no address of its own (deposit-addresses.ts), answered
 * with `demo: true`, and refused in production to a tenant not marked demo.
 */
export function depositAddress(tenant: string, userId: number, chain: Chain): string {
  const family = chain === 'TRC20' ? 'tron' : chain === 'BTC' ? 'btc' : 'evm';
  const bytes = createHmac('sha256', DEPOSIT_KEY).update(`${tenant}/${userId}/${family}`).digest().subarray(0, 20);
  const hex = hexlify(bytes);
  if (chain === 'BTC') return encodeSegwitAddress(0, bytes);
  if (chain === 'TRC20') return tronAddressFromEth(hex);
  return getAddress(hex);
}

/** Can this coin be deposited on this chain in this tenant? Its minimum when it can. */
export function depositRule(settings: Settings, coin: string, chain: string): { minAmount: string } | undefined {
  const spec = depositCoins(settings).find((d) => d.coin === coin);
  return spec && spec.chains.includes(chain) ? { minAmount: spec.minAmount } : undefined;
}
