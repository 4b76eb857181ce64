import { startTransition, useEffect, useRef, useState } from 'react';
import { marketHub, type MarketDetail } from '@atrium/platform';
import { cancelRowRepaint, requestRowRepaint } from './row-repaints';

/**
 * A symbol's price info for a list row: live through the hub's watch of the symbol (subscribed
 * with the server, its prices read only when a round shows them) while the row is mounted (the
 * list mounts only the rows on or near the screen), repainted in the list's shared rounds
 * (row-repaints.ts), not on every frame. (`useMarketDetail` of the platform is the every-frame
 * version.)
 *
 * A round's repaint is a transition: React renders the round's rows in slices of a few
 * milliseconds between the socket's messages and commits them together, where a store
 * subscription (`useSyncExternalStore`, always rendered in one go) made the rows of a round one
 * task that, on a slowed phone in a storm, was a long task several times a second.
 */
export function useLiveDetail(symbol: string): MarketDetail | undefined {
  const [shown, setShown] = useState(() => ({ symbol, detail: marketHub.lastDetail(symbol) }));
  // What the first render showed: the subscription corrects it only if a price came meanwhile.
  const firstShown = useRef(shown.detail);

  useEffect(() => {
    const show = () =>
      setShown((current) => {
        const detail = marketHub.lastDetail(symbol);
        return current.symbol === symbol && current.detail === detail ? current : { symbol, detail };
      });
    const repaint = () => startTransition(show);
    // Watched, not subscribed: the hub reads the symbol's price only when a round shows it.
    const unwatch = marketHub.watchDetail(symbol, () => requestRowRepaint(repaint));
    // A price that came between the render and the subscription (or a row given another symbol).
    if (marketHub.lastDetail(symbol) !== firstShown.current) show();
    return () => {
      cancelRowRepaint(repaint);
      unwatch();
    };
  }, [symbol]);

  // A row given another symbol shows that symbol's price from its first render.
  return shown.symbol === symbol ? shown.detail : marketHub.lastDetail(symbol);
}
