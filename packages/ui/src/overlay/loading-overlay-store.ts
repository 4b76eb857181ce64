import { LOADING_TOAST_DURATION } from '../toast/toast-store';

/**
 * The one loading overlay of the app, as a store (like the toast): whoever blocks the screen
 * (a blocking submit, the overlay channel) asks here; `<LoadingOverlayHost />` draws it.
 * It appears only after `LOADING_OVERLAY_DELAY` ms, so a quick action never flashes it, and it
 * closes by itself `LOADING_TOAST_DURATION` ms (spec §9's 5000) after it appeared, so a lost
 * answer never leaves the screen blocked. The last request wins, as with toasts.
 */
export const LOADING_OVERLAY_DELAY = 300;

export interface LoadingOverlayEntry {
  id: number;
  text?: string;
}

let current: LoadingOverlayEntry | null = null;
let lastId = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function set(next: LoadingOverlayEntry | null): void {
  current = next;
  for (const listener of listeners) listener();
}

/**
 * Blocks the screen with the loading overlay (and `text`) after `delay` ms; returns the
 * function that ends it (before it shows, it never shows).
 */
export function showLoadingOverlay(text?: string, { delay = LOADING_OVERLAY_DELAY } = {}): () => void {
  clearTimeout(timer);
  const entry: LoadingOverlayEntry = { id: ++lastId, text };
  let ended = false;
  const appear = () => {
    if (ended) return;
    set(entry);
    timer = setTimeout(end, LOADING_TOAST_DURATION);
  };
  function end() {
    if (ended) return;
    ended = true;
    if (current === entry) {
      clearTimeout(timer);
      set(null);
    }
  }
  if (delay > 0) timer = setTimeout(appear, delay);
  else appear();
  return end;
}

export function subscribeLoadingOverlay(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The overlay on screen, or `null`. */
export function currentLoadingOverlay(): LoadingOverlayEntry | null {
  return current;
}
