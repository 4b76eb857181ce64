import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

// Open modals, innermost last: only the innermost answers Escape and keeps Tab.
const stack: object[] = [];
let scrollLocks = 0;

function lockScroll(): void {
  if (scrollLocks++ === 0) document.body.setAttribute('data-scroll-locked', '');
}

function unlockScroll(): void {
  if (--scrollLocks === 0) document.body.removeAttribute('data-scroll-locked');
}

function keepTabInside(event: KeyboardEvent, panel: HTMLElement): void {
  const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    panel.focus();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === panel || !panel.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The behaviour a modal shares while `open`: focus moves into `panel` and back to where it was
 * on close, Tab stays inside, Escape calls `onEscape` (when given), and the page behind does
 * not scroll (`body[data-scroll-locked]`, styled in base.css).
 */
export function useModal(open: boolean, panel: RefObject<HTMLElement | null>, onEscape?: () => void): void {
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  });

  useEffect(() => {
    if (!open) return;
    const token = {};
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    stack.push(token);
    lockScroll();
    panel.current?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (stack[stack.length - 1] !== token) return;
      if (event.key === 'Escape' && escape.current) {
        event.preventDefault();
        escape.current();
      } else if (event.key === 'Tab' && panel.current) {
        keepTabInside(event, panel.current);
      }
    };
    document.addEventListener('keydown', onKeyDown);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      stack.splice(stack.indexOf(token), 1);
      unlockScroll();
      if (previous?.isConnected) previous.focus();
    };
  }, [open, panel]);
}
