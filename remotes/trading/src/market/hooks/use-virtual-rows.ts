import { useCallback, useLayoutEffect, useRef, useState, type FocusEvent, type RefObject } from 'react';
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';

/** Rows mounted beyond each edge of the screen, so a short fling or a Tab shows rows already drawn. */
export const OVERSCAN_ROWS = 6;

/**
 * Until a row has been measured: the smallest a row may be (a 44 px touch target). The rows'
 * height is the stylesheet's (rem, so it follows the screen's width): it is read from the first
 * row drawn, before the browser paints, and on every resize.
 */
const FIRST_GUESS_PX = 44;

/**
 * The window of a long list of uniform rows that is mounted: the rows on screen and
 * OVERSCAN_ROWS each side, in a list as tall as all of them (the page scrolls, not the list).
 * TanStack Virtual (`@tanstack/react-virtual`) does the windowing: the well-kept library made for
 * it (scroll and resize observing, the visible range, scroll anchoring), where a hand-written
 * one would have to get every edge case right again. A row that holds the keyboard focus stays
 * mounted while scrolled away, so focus is never lost to the page.
 */
export function useVirtualRows(list: RefObject<HTMLElement | null>, count: number, keyOf: (index: number) => string) {
  const [rowPx, setRowPx] = useState(FIRST_GUESS_PX);
  const [listTop, setListTop] = useState(0);
  const focused = useRef<number | null>(null);

  // The React Compiler is not in this build; nothing memoises the virtualizer's functions.
  // eslint-disable-next-line react/incompatible-library
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => rowPx,
    overscan: OVERSCAN_ROWS,
    // The list's distance from the page's top: the page scrolls, the rows are placed from the list's top.
    scrollMargin: listTop,
    getItemKey: keyOf,
    // The first render already knows the window (no empty list before the first measure).
    initialRect: typeof window === 'undefined' ? undefined : { width: window.innerWidth, height: window.innerHeight },
    rangeExtractor: useCallback((range: Range) => {
      const rows = defaultRangeExtractor(range);
      const held = focused.current;
      return held === null || held >= range.count || rows.includes(held) ? rows : [...rows, held].sort((a, b) => a - b);
    }, []),
  });

  // Where the list starts and how tall a row is, before the first paint and whenever the page
  // above or the screen changes (a tab, the stale marker, a resize: rows are in rem, the root
  // font size follows the screen's width). The body's size changes with anything above the list.
  // Once there are rows to measure, and again if the list empties and fills.
  const hasRows = count > 0;
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const measure = () => {
      setListTop(Math.round(element.getBoundingClientRect().top + window.scrollY));
      const row = element.firstElementChild?.getBoundingClientRect().height ?? 0;
      if (row > 0) setRowPx(row);
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(document.body);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [list, hasRows]);
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, rowPx]);

  const holdFocus = {
    onFocus(event: FocusEvent<HTMLElement>) {
      const index = event.target.closest('[data-index]')?.getAttribute('data-index');
      focused.current = index == null ? null : Number(index);
    },
    onBlur() {
      focused.current = null;
    },
  };

  return {
    rows: virtualizer.getVirtualItems().map((item) => ({ index: item.index, offset: item.start - listTop })),
    height: virtualizer.getTotalSize(),
    holdFocus,
  };
}
