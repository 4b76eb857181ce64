import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Keeps every tab label on one line and whole. When one would not fit its tab at the regular
 * size ("Web3 Verdienen" among five tabs on a 390 px phone), the bar takes the compact size, one
 * step smaller, for all its labels alike. Returns the bar's ref.
 *
 * Measured only in a ResizeObserver's callback, never in React's commit (issue 24): the
 * browser calls it after its own layout of the frame, before paint, so the labels' widths are
 * read from that layout rather than forcing one in the middle of the first render's task (about
 * 50 ms on a mid-range phone, the whole new page laid out). The observer reports each element
 * once when observed, again whenever the bar or a label changes size (a new width, or the root
 * font size that follows it 300 ms later); a new language re-observes through `labels`. A
 * regular bar is read as laid out; only a compact one tries the regular size again, which lays
 * it out once more (a bar that is compact stays rare). The fonts are the system's: none
 * arrives later.
 */
export function useTabLabelFit(labels: string): RefObject<HTMLElement | null> {
  const bar = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return;
    const spans = Array.from(element.querySelectorAll<HTMLElement>('[data-tab-label]'));
    const overflows = () => spans.some((label) => label.scrollWidth > label.clientWidth);
    const fit = () => {
      if (element.dataset.fit === 'compact') element.dataset.fit = 'regular';
      element.dataset.fit = overflows() ? 'compact' : 'regular';
    };
    // The same labels give the same answer: a resize fit() causes settles in one more round, no loop.
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    for (const label of spans) observer.observe(label);
    return () => observer.disconnect();
  }, [labels]);
  return bar;
}
