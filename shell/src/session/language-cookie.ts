import { LANGUAGE_COOKIE } from '@atrium/platform/early-gets';

/** A year: the choice outlives the session, like the stored LANGUAGE it mirrors. */
const MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Tells the static host the visitor's language for the next page it writes: the page preloads the
 * first reads before any script runs, so only a cookie can name their language
 * (@atrium/platform/early-gets). Only the locale code, on this origin, never sent cross-site.
 */
export function rememberLanguageForHost(locale: string, doc: Document = document): void {
  const secure = doc.location.protocol === 'https:' ? '; secure' : '';
  doc.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(locale)}; path=/; max-age=${MAX_AGE_S}; samesite=lax${secure}`;
}
