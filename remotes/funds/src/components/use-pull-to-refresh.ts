import { useRef, type TouchEvent } from 'react';

/** How far (px) a pull from the top must travel to refresh. */
export const PULL_THRESHOLD = 70;

/**
 * Touch pull-down to refresh: a drag that starts with the page scrolled to the top and goes
 * down far enough calls `onRefresh` when the finger lifts. Desktop uses the refresh button.
 */
export function usePullToRefresh(onRefresh: () => void) {
  const start = useRef<number | null>(null);
  const distance = useRef(0);
  return {
    onTouchStart(event: TouchEvent) {
      start.current = (globalThis.scrollY ?? 0) <= 0 ? (event.touches[0]?.clientY ?? null) : null;
      distance.current = 0;
    },
    onTouchMove(event: TouchEvent) {
      if (start.current !== null) distance.current = (event.touches[0]?.clientY ?? start.current) - start.current;
    },
    onTouchEnd() {
      if (start.current !== null && distance.current >= PULL_THRESHOLD) onRefresh();
      start.current = null;
    },
  };
}
