import type { CoinEntry } from '@atrium/api';
import { useMarketDetail, type MarketDetail } from '@atrium/platform';

export interface LivePrice {
  /** The last price, from the live DETAIL frame or, before the first one, the coin list's. */
  close: string | null;
  /** The 24 h change in percent units, when a frame has come. */
  changePercent: string | null;
  detail: MarketDetail | undefined;
}

/** The live price of a symbol (subscribed while the screen is mounted). */
export function useLastPrice(symbol: string, coin?: CoinEntry | null): LivePrice {
  const detail = useMarketDetail(symbol);
  return {
    close: detail?.close ?? coin?.amount ?? null,
    changePercent: detail?.priceChangePercent ?? null,
    detail,
  };
}
