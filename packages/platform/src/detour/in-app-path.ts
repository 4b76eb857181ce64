/** The query parameter in which a detour carries the address of the screen that sent the user. */
export const RETURN_TO = 'returnTo';

// Only used to parse: a path resolved against it that keeps this origin stayed inside the app.
const BASE = 'https://atrium.invalid';

/**
 * `raw` when it is an address inside this app ("/withdraw-apply?coin=usdt&chain=TRC20"),
 * normalised to path, query and hash; null for anything else: another origin
 * ("https://evil.example"), a protocol-relative or backslashed one ("//evil.example",
 * "/\evil.example"), a scheme ("javascript:…"), control characters, or nothing. A return address
 * comes from the URL, which anyone can write: it is never followed unchecked.
 */
export function inAppPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  if ([...raw].some((c) => c < ' ' || c === '\u007f' || c === '\\')) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  return url.pathname + url.search + url.hash;
}

/**
 * The address of a detour: `to` (a path, its own query kept) with `from` as its way back.
 * A `from` that is not an in-app path is left out: the detour then simply has no way back.
 */
export function withReturnTo(to: string, from: string): string {
  const url = new URL(to, BASE);
  const back = inAppPath(from);
  if (back) url.searchParams.set(RETURN_TO, back);
  return url.pathname + url.search + url.hash;
}

/** The checked return address carried by a query string (`location.search`), or null. */
export function returnToOf(search: string): string | null {
  return inAppPath(new URLSearchParams(search).get(RETURN_TO));
}
