import BigNumber from 'bignumber.js';
import type { CoinEntry } from '@atrium/api';
import type { MarketDetail } from '../realtime/protocol';

/**
 * A price snapshot from the coin list (its `amount` is the last price, `open` the 24 h open):
 * what the market hub applies after a reconnection before any new frame. Fields the list does
 * not carry (volumes, high, low) keep their last known values.
 */
export function detailFromCoin(coin: Pick<CoinEntry, 'amount' | 'open'>, previous: MarketDetail | undefined, now: number): MarketDetail | null {
  try {
    const close = new BigNumber(coin.amount);
    const open = new BigNumber(coin.open);
    if (!close.gt(0) || !open.gt(0)) return null;
    const change = close.minus(open);
    return {
      volume: '0',
      volume2: '0',
      volume24: '0',
      high24: close.toFixed(),
      low24: close.toFixed(),
      ...previous,
      close: close.toFixed(),
      openPrice: open.toFixed(),
      change: change.toFixed(),
      priceChangePercent: change.div(open).times(100).toFixed(),
      ts: now,
    };
  } catch {
    return null; // not a number: no snapshot for this coin
  }
}
