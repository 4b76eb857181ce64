import { useCallback, useSyncExternalStore } from 'react';
import { marketHub, type MarketDetail } from '@atrium/platform';

const noSubscription = () => () => undefined;

/**
 * At most one repaint of a row per this many ms. A list row shows every tick of a normal market
 * (the reference venue ticks once a second); in a storm (dozens of ticks a second per symbol, as
 * the quote benchmark sends) no one can read more than a few prices a second, and re-rendering
 * every row on every frame is what made the screen's long tasks.
 */
export const ROW_REFRESH_MS = 250;

/** Calls `notify` at once, then at most once per `ms` while calls keep coming (the last one always lands). */
function throttled(notify: () => void, ms: number): { call(): void; cancel(): void } {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    call() {
      if (timer !== undefined) return;
      const wait = last + ms - performance.now();
      if (wait <= 0) {
        last = performance.now();
        notify();
        return;
      }
      timer = setTimeout(() => {
        timer = undefined;
        last = performance.now();
        notify();
      }, wait);
    },
    cancel() {
      clearTimeout(timer);
    },
  };
}

/**
 * A symbol's price info for a list row: live (a DETAIL subscription through the hub, repainted at
 * most every ROW_REFRESH_MS) while `live`, else the last one the hub saw, so a row scrolled off
 * screen keeps its last price without a socket topic. (`useMarketDetail` of the platform is the
 * always-live, every-frame version.)
 */
export function useLiveDetail(symbol: string, live: boolean): MarketDetail | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!live) return noSubscription();
      const repaint = throttled(onChange, ROW_REFRESH_MS);
      // The hub hands a new listener the last price at once: the snapshot already has it, so it
      // must not use up the first repaint, which belongs to the next real tick.
      let subscribing = true;
      const unsubscribe = marketHub.subscribe('DETAIL', symbol, () => subscribing || repaint.call());
      subscribing = false;
      return () => {
        repaint.cancel();
        unsubscribe();
      };
    },
    [symbol, live],
  );
  return useSyncExternalStore(subscribe, () => marketHub.lastDetail(symbol), () => undefined);
}
