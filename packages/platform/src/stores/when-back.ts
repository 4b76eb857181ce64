/**
 * The one signal that a failed read is worth trying again: the browser came back online, or the
 * page became visible again (a phone woke up, a tab was brought forward; `online` is not fired
 * for a connection that changed while the page slept). Stores and hooks with a failed read
 * subscribe while they are failed, so every screen recovers without a tap and without code of
 * its own.
 */
export function onBack(callback: () => void, win: Window | undefined = typeof window === 'undefined' ? undefined : window): () => void {
  if (!win) return () => undefined;
  const onVisible = () => {
    if (win.document.visibilityState === 'visible') callback();
  };
  win.addEventListener('online', callback);
  win.document.addEventListener('visibilitychange', onVisible);
  return () => {
    win.removeEventListener('online', callback);
    win.document.removeEventListener('visibilitychange', onVisible);
  };
}

/**
 * How long a first read may take before the screen says it failed (its request goes on, and
 * its answer is still taken): a skeleton always has an end.
 */
export const FIRST_READ_LIMIT_MS = 12_000;

/** Rejects with a `TimeoutError` when `work` has not settled within `ms`; `work` itself goes on. */
export function within<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new DOMException('The first read took too long', 'TimeoutError')), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
