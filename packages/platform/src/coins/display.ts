import BigNumber from 'bignumber.js';
import type { CoinEntry } from '@atrium/api';
import type { MarketDetail } from '../realtime/protocol';

/**
 * The symbol a coin row shows (spec §3): the custom symbol when customizeFlag is 2; otherwise
 * COIN/QUOTE, an MT5 coin (its own pair, e.g. XAUUSD) as it is.
 */
export function displaySymbol(coin: Pick<CoinEntry, 'customizeFlag' | 'showSymbol' | 'coin' | 'baseCoin' | 'market'>): string {
  if (coin.customizeFlag === 2 && coin.showSymbol) return coin.showSymbol;
  if (coin.market.toLowerCase() === 'mt5') return coin.coin;
  return `${coin.coin.toUpperCase()}/${coin.baseCoin.toUpperCase()}`;
}

/** The coin name as shown and as keyed: MT5 markets keep the coin's case, others are lower case (spec §3). */
export function coinKey(coin: Pick<CoinEntry, 'market' | 'coin'>): string {
  return coin.market.toLowerCase() === 'mt5' ? coin.coin : coin.coin.toLowerCase();
}

export function isMt5(coin: Pick<CoinEntry, 'coinType'>): boolean {
  return coin.coinType === 3;
}

/** A price update applies only when both close and open are above 0 (spec §5). */
export function acceptsPriceUpdate(detail: Pick<MarketDetail, 'close' | 'openPrice'>): boolean {
  return isPositive(detail.close) && isPositive(detail.openPrice);
}

/** A decimal as the market feed writes it: digits, an optional fraction, no sign, exponent or leading zero. */
const PLAIN_DECIMAL = /^(?:0|[1-9]\d*)(?:\.\d+)?$/;

/**
 * Runs for every market frame (thousands a second in a busy market): a plain decimal string is
 * positive exactly when one of its digits is not zero, read without building a BigNumber; any
 * other shape (a number, an exponent, a sign) goes to bignumber.js, which throws on non-numeric
 * input: a malformed frame is simply not a price.
 */
function isPositive(value: unknown): boolean {
  if (typeof value === 'string' && PLAIN_DECIMAL.test(value)) return /[1-9]/.test(value);
  try {
    const n = new BigNumber(value as BigNumber.Value);
    return n.isFinite() && n.gt(0);
  } catch {
    return false;
  }
}
