/**
 * How the service worker answers each request (issue 10): hashed files are immutable, so they
 * come from the cache once fetched (instant warm starts, shell and remotes alike); the files that
 * name releases (config.js, manifests, remote entries, route tables) and the page itself always go
 * to the network when online, so a release or a rollback takes effect on the next load, and fall
 * back to the cache offline; images (tab icons, coin logos, flags, banners: from the API's
 * assets host, often under /api) come from their own bounded cache once fetched, so the shell
 * keeps its icons offline; the rest of the API, sockets and anything else are not touched.
 */
export const CACHE = 'atrium-v1';
/** The images' cache: kept apart so they never push hashed code out of CACHE, and bounded. */
export const IMAGE_CACHE = 'atrium-images-v1';
/** The most images kept: the oldest go past it (a tenant's icons, logos and flags fit well within). */
export const MAX_IMAGES = 300;

const HASHED = /\.[0-9a-f]{8}\.(js|css|json|svg|png|webp|woff2?)$/;
const ENTRY_FILES = new Set(['config.js', 'mf-manifest.json', 'remoteEntry.js', 'routes.json']);
/** The page's key in the cache: every path of the app is the same index.html. */
export const PAGE_KEY = '/__app-shell';

/**
 * @param {{ method: string; mode: string; url: string; destination?: string }} request
 * @returns {'cache-first' | 'network-first' | 'image' | 'pass'}
 */
export function strategyFor(request) {
  if (request.method !== 'GET') return 'pass';
  const url = new URL(request.url);
  // An image keeps its URL for its content (a new icon gets a new name), so the cache answers
  // first; one with a query (a captcha, a signed link) may change under the same path: left alone.
  if (request.destination === 'image' && !url.search && !url.pathname.startsWith('/__')) return 'image';
  if (/^\/(api|ws|__)/.test(url.pathname)) return 'pass';
  if (request.mode === 'navigate') return 'network-first';
  const name = url.pathname.split('/').pop() ?? '';
  if (ENTRY_FILES.has(name)) return 'network-first';
  if (HASHED.test(name)) return 'cache-first';
  return 'pass';
}

/**
 * The cache key of a request: the page is one entry; an entry file without its cache-busting
 * query (`config.js?t=…` is one file).
 * @param {{ mode: string; url: string }} request
 */
export function cacheKey(request) {
  if (request.mode === 'navigate') return new URL(PAGE_KEY, request.url).href;
  const url = new URL(request.url);
  url.search = '';
  return url.href;
}

/** Only whole, readable answers are kept (an opaque or failed one could be an error page). @param {Response} response */
export const cacheable = (response) => response.ok && (response.type === 'basic' || response.type === 'cors');
