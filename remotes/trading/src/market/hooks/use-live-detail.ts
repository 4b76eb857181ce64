import { useCallback, useSyncExternalStore } from 'react';
import { marketHub, type MarketDetail } from '@atrium/platform';
import { cancelRowRepaint, requestRowRepaint } from './row-repaints';

/**
 * A symbol's price info for a list row: live through a DETAIL subscription of the hub while the
 * row is mounted (the list mounts only the rows on or near the screen), repainted in the list's
 * shared rounds (row-repaints.ts), not on every frame. (`useMarketDetail` of the platform is the
 * every-frame version.)
 */
export function useLiveDetail(symbol: string): MarketDetail | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => {
      // The hub hands a new listener the last price at once: the snapshot already has it, so it
      // asks for no repaint.
      let subscribing = true;
      const unsubscribe = marketHub.subscribe('DETAIL', symbol, () => subscribing || requestRowRepaint(onChange));
      subscribing = false;
      return () => {
        cancelRowRepaint(onChange);
        unsubscribe();
      };
    },
    [symbol],
  );
  return useSyncExternalStore(subscribe, () => marketHub.lastDetail(symbol), () => undefined);
}
