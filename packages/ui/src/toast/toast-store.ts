/** Spec §9: a toast shows for 1500 ms; a loading toast closes by itself after 5000 ms. */
export const TOAST_DURATION = 1500;
/** How long a loading toast stays at most (spec §9). */
export const LOADING_TOAST_DURATION = 5000;

/** The toast on screen. */
export interface ToastEntry {
  id: number;
  message: string;
  kind: 'text' | 'loading';
}

/** Options of {@link toast}. */
export interface ToastOptions {
  /** Milliseconds on screen (default 1500). */
  duration?: number;
}

type Listener = () => void;

// One toast at a time, as mobile toasts go: a new one replaces the one on screen.
let current: ToastEntry | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let lastId = 0;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

function show(message: string, kind: ToastEntry['kind'], duration: number): () => void {
  clearTimeout(timer);
  const entry: ToastEntry = { id: ++lastId, message, kind };
  current = entry;
  const close = () => {
    if (current !== entry) return; // already replaced or closed
    clearTimeout(timer);
    current = null;
    emit();
  };
  timer = setTimeout(close, duration);
  emit();
  return close;
}

/** Subscribes to toast changes (for `useSyncExternalStore`); returns the unsubscribe function. */
export function subscribeToast(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toast on screen, or `null`. */
export function currentToast(): ToastEntry | null {
  return current;
}

/**
 * Shows a short message in the centre of the screen for `duration` ms (default 1500), replacing
 * any toast on screen. Returns a function that closes it early. Needs `<ToastHost />` mounted.
 */
export const toast = Object.assign(
  (message: string, opts: ToastOptions = {}): (() => void) => show(message, 'text', opts.duration ?? TOAST_DURATION),
  {
    /**
     * Shows a spinner with an optional message until the returned function is called, or for
     * 5000 ms at most (spec §9), so a lost response never leaves the screen spinning.
     */
    loading: (message?: string): (() => void) => show(message ?? '', 'loading', LOADING_TOAST_DURATION),
    /** Closes whatever toast is on screen. */
    clear: (): void => {
      clearTimeout(timer);
      if (current === null) return;
      current = null;
      emit();
    },
  },
);
