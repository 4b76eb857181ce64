import { storage } from '@atrium/platform';

/** Spec §9: a page hidden for more than 300 s reloads when it is shown again. */
export const HIDDEN_RELOAD_MS = 300_000;

/**
 * Remembers when the page was hidden (CLOSE_WINDOW_TIME, spec §3) and reloads on return after
 * more than 300 s: prices, balances and the session may all have moved on meanwhile.
 */
export function reloadAfterLongHide(doc: Document = document, now: () => number = Date.now, reload: () => void = () => location.reload()): () => void {
  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') {
      storage.set('CLOSE_WINDOW_TIME', String(now()));
      return;
    }
    const hiddenAt = Number(storage.get('CLOSE_WINDOW_TIME'));
    storage.remove('CLOSE_WINDOW_TIME');
    if (hiddenAt > 0 && now() - hiddenAt > HIDDEN_RELOAD_MS) reload();
  };
  doc.addEventListener('visibilitychange', onVisibility);
  return () => doc.removeEventListener('visibilitychange', onVisibility);
}
