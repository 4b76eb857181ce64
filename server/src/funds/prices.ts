import type { MarketSimulator } from '../market/simulator.js';

/** Coins worth one USDT by definition (the market has no symbol for them). */
const STABLE = new Set(['usdt', 'usdc']);

/** A coin's price in USDT: 1 for the stablecoins, else the market's last price of `{coin}usdt`; undefined without a market. */
export function usdtPrice(market: MarketSimulator, coin: string): string | undefined {
  const name = coin.toLowerCase();
  if (STABLE.has(name)) return '1';
  return market.quote(`${name}usdt`)?.price;
}

/** The swap's fee, a fraction of what is received (texchange). */
export const SWAP_FEE_RATE = '0.002';

/**
 * Units of each display currency one USDT is worth (assetBalance.fiatRates): fixed, plausible
 * rates (USDT taken as one US dollar), not a live feed.
 */
export const FIAT_RATES: Record<string, string> = {
  USD: '1',
  EUR: '0.92',
  GBP: '0.79',
  CNY: '7.24',
  HKD: '7.82',
  TWD: '32.4',
  JPY: '151.6',
  KRW: '1368',
  SGD: '1.35',
  AUD: '1.52',
  CAD: '1.37',
  CHF: '0.9',
  INR: '83.4',
  IDR: '16200',
  THB: '36.6',
  VND: '25400',
  PHP: '57.3',
  MYR: '4.72',
  BRL: '5.12',
  MXN: '16.9',
  RUB: '92.5',
  TRY: '32.3',
  AED: '3.6725',
  SAR: '3.75',
  ILS: '3.72',
};
