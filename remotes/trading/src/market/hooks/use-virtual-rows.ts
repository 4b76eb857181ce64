import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FocusEvent, type RefObject } from 'react';
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';

/** Rows mounted beyond each edge of the screen, so a short fling or a Tab shows rows already drawn. */
export const OVERSCAN_ROWS = 6;

/** Where the root font size cannot be read (no document): the smallest a row may be, a 44 px touch target. */
const NO_DOCUMENT_GUESS_PX = 44;

/**
 * The rows' height before one is drawn: `rowRem` root font sizes, the height the stylesheet
 * gives them (the root font size follows the screen's width). Read from the root element's style,
 * which needs no layout. With the right height the first render places the rows where they stay:
 * a wrong guess (44 px where the rows are 62) had the first commit mount a third more rows than
 * fit, and the measure re-render every row at its new offset, before the first paint of a tap.
 */
function firstGuessPx(rowRem: number): number {
  if (typeof document === 'undefined') return NO_DOCUMENT_GUESS_PX;
  const rootPx = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
  return Number.isFinite(rootPx) && rootPx > 0 ? rowRem * rootPx : NO_DOCUMENT_GUESS_PX;
}

/**
 * The window of a long list of uniform rows that is mounted: the rows on screen and
 * OVERSCAN_ROWS each side, in a list as tall as all of them (the page scrolls, not the list).
 * TanStack Virtual (`@tanstack/react-virtual`) does the windowing: the well-kept library made for
 * it (scroll and resize observing, the visible range, scroll anchoring), where a hand-written
 * one would have to get every edge case right again. A row that holds the keyboard focus stays
 * mounted while scrolled away, so focus is never lost to the page.
 *
 * The first paint has the rows on screen only: the rows beyond the edges join in the frame after
 * it (on a tap to the list, its first paint is what the user waits for). `rowRem` is the rows'
 * height in root font sizes, as the stylesheet sets it (the first guess; a drawn row is measured).
 */
export function useVirtualRows(list: RefObject<HTMLElement | null>, count: number, keyOf: (index: number) => string, rowRem: number) {
  const [rowPx, setRowPx] = useState(() => firstGuessPx(rowRem));
  const [listTop, setListTop] = useState(0);
  const [overscan, setOverscan] = useState(0);
  const focused = useRef<number | null>(null);

  useEffect(() => {
    const frame = requestAnimationFrame(() => setOverscan(OVERSCAN_ROWS));
    return () => cancelAnimationFrame(frame);
  }, []);

  // The React Compiler is not in this build; nothing memoises the virtualizer's functions.
  // eslint-disable-next-line react/incompatible-library
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => rowPx,
    overscan,
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
  // At the page's top the first render's guess (the list at the page's top) mounts every row on
  // screen and a few below, each where it stays: the measure waits for the observer's first report,
  // which comes after the browser's own layout, and its render for after the first paint. Measured
  // here, the list would render a second time before the paint, and React would run every effect
  // of the new screen ahead of the paint to do it (about 40 ms of a tap on a mid-range phone).
  // Scrolled, the guess would miss rows on screen: measured at once.
  const hasRows = count > 0;
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const measure = () => {
      setListTop(Math.round(element.getBoundingClientRect().top + window.scrollY));
      const row = element.firstElementChild?.getBoundingClientRect().height ?? 0;
      if (row > 0) setRowPx(row);
    };
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (!observer || virtualizer.scrollOffset) measure();
    observer?.observe(document.body);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
    // The virtualizer is one object for the hook's life.
  }, [list, hasRows, virtualizer]);
  // A new row height places every row again (the virtualizer keeps its sizes until told); the
  // first render's guess is already its estimate, so the mount adds no second render for it.
  const estimatedPx = useRef(rowPx);
  useLayoutEffect(() => {
    if (estimatedPx.current === rowPx) return;
    estimatedPx.current = rowPx;
    virtualizer.measure();
  }, [virtualizer, rowPx]);

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
