/**
 * The one signal that a failed read is worth trying again: the browser came back online, or the
 * page became visible again (a phone woke up, a tab was brought forward; `online` is not fired
 * for a connection that changed while the page slept). Stores and hooks with a failed read
 * subscribe while they are failed, so every screen recovers without a tap and without code of
 * its own. Stateless (it only adds and removes listeners), so each app may bundle its own copy.
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
