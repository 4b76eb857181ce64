import type { CoinEntry } from '@atrium/api';
import { isMt5, type MarketDetail } from '@atrium/platform';

/**
 * A coin's 24 h volume as the quote screen shows it: an MT5 coin's (coinType 3) comes from
 * getMt5Amount (the coin store's mt5Volumes), any other's from its DETAIL frame, the quote-coin
 * turnover (volume2) where there is one, else the base-coin volume.
 */
export function coinVolume(coin: Pick<CoinEntry, 'coin' | 'coinType'>, detail: MarketDetail | undefined, mt5Volumes: Record<string, string>): string | undefined {
  if (isMt5(coin)) return mt5Volumes[coin.coin];
  if (!detail) return undefined;
  return detail.volume2 && detail.volume2 !== '0' ? detail.volume2 : detail.volume;
}
