import { useEffect, useState, type RefObject } from 'react';

type Callback = (visible: boolean) => void;

let observer: IntersectionObserver | null = null;
const callbacks = new Map<Element, Callback>();

/** One observer for every row of every list: rows near the viewport (a screen above and below) count as visible. */
function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) callbacks.get(entry.target)?.(entry.isIntersecting);
    },
    { rootMargin: '100% 0px' },
  );
  return observer;
}

/**
 * Whether an element is on or near the screen. A quote row subscribes to its price only while
 * it is: 300 rows make a handful of subscriptions, not 300. Where the browser cannot tell
 * (no IntersectionObserver), every row counts as visible.
 */
export function useInView(ref: RefObject<Element | null>): boolean {
  const supported = typeof IntersectionObserver !== 'undefined';
  const [visible, setVisible] = useState(!supported);
  useEffect(() => {
    const element = ref.current;
    if (!element || !supported) return;
    const io = sharedObserver();
    callbacks.set(element, setVisible);
    io.observe(element);
    return () => {
      callbacks.delete(element);
      io.unobserve(element);
    };
  }, [ref, supported]);
  return visible;
}
