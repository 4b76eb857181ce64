import { useCallback, useSyncExternalStore } from 'react';
import { marketHub, type MarketDetail } from '@atrium/platform';

const noSubscription = () => () => undefined;

/**
 * A symbol's price info: live (a DETAIL subscription through the hub) while `live`, else the
 * last one the hub saw, so a row scrolled off screen keeps its last price without a socket topic.
 * (`useMarketDetail` of the platform is this, always live.)
 */
export function useLiveDetail(symbol: string, live: boolean): MarketDetail | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => (live ? marketHub.subscribe('DETAIL', symbol, onChange) : noSubscription()),
    [symbol, live],
  );
  return useSyncExternalStore(subscribe, () => marketHub.lastDetail(symbol), () => undefined);
}
