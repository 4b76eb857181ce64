import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Keeps every tab label on one line and whole. When one would not fit its tab at the regular
 * size ("Web3 Verdienen" among five tabs on a 390 px phone), the bar takes the compact size, one
 * step smaller, for all its labels alike. Measured before paint and again whenever the bar or a
 * label changes size (a new width, or the root font size that follows it 300 ms later); a new
 * language re-runs it through `labels`. The fonts are the system's: none arrives later.
 * Returns the bar's ref.
 */
export function useTabLabelFit(labels: string): RefObject<HTMLElement | null> {
  const bar = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return;
    const spans = Array.from(element.querySelectorAll<HTMLElement>('[data-tab-label]'));
    const fit = () => {
      element.dataset.fit = 'regular';
      const overflows = spans.some((label) => label.scrollWidth > label.clientWidth);
      element.dataset.fit = overflows ? 'compact' : 'regular';
    };
    fit();
    // The same labels give the same answer: a resize fit() causes settles in one more round, no loop.
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    for (const label of spans) observer.observe(label);
    return () => observer.disconnect();
  }, [labels]);
  return bar;
}
