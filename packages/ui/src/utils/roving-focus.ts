import type { KeyboardEvent } from 'react';

/** Whether `element` sits in right-to-left text (the nearest `dir` attribute, as the browser reads it). */
export function isRtl(element: Element): boolean {
  return element.closest('[dir]')?.getAttribute('dir') === 'rtl';
}

/**
 * The index an arrow, Home or End key moves to in a row or list of `count` items, wrapping
 * around; `null` for other keys. Left and right swap in right-to-left text.
 */
export function nextIndex(event: KeyboardEvent<HTMLElement>, index: number, count: number): number | null {
  const rtl = isRtl(event.currentTarget);
  switch (event.key) {
    case 'ArrowRight':
      return (index + (rtl ? count - 1 : 1)) % count;
    case 'ArrowLeft':
      return (index + (rtl ? 1 : count - 1)) % count;
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowUp':
      return (index + count - 1) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
