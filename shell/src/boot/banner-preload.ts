// Import-free, so it stays in the entry chunk with this module.
import { resolveAssetUrl } from '@atrium/platform/resolve-asset-url';

/** The first banner the static host wrote into the page (cdn/src/first-screen-markup.ts). */
const BANNER_IN_HTML = 'img[data-atrium-first-banner]';

/** The paths that open on /home, whose largest picture is the first banner. */
const HOME_PATHS = new Set(['/', '/home']);

/**
 * /home's largest paint is its first banner, whose address is in the settings. The image would be
 * asked for only once the app has rendered the banner (after all of the boot's scripts), a round
 * trip after that; preloaded as soon as the settings arrive (early-gets.ts: usually before the app's
 * code has run), it is in the cache when the banner renders. Only on /home: elsewhere it is not
 * the page's picture. The address is the one the banner will ask for: on the tenant's assets host
 * (`assetsBase`, the page's origin when the config names none; @atrium/platform/asset-url).
 * When the static host had /home's first screen at hand, the banner is already an image in the
 * HTML (the preload scanner asks for it before any script): nothing to add. Without it (the API
 * slow or its reading not yet cached), this preload is still the earliest way to the picture.
 */
export function preloadFirstBanner(settings: Promise<Response>, assetsBase: string, doc: Document = document): void {
  if (!HOME_PATHS.has(doc.location.pathname) || doc.querySelector(BANNER_IN_HTML)) return;
  settings
    // A copy: the API client reads this very answer (early-responses.ts).
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((body: { data?: { playing?: { imgUrl?: unknown }[] } } | null) => {
      const path = body?.data?.playing?.[0]?.imgUrl;
      const url = typeof path === 'string' ? resolveAssetUrl(path, assetsBase) : null;
      if (!url) return;
      const link = doc.createElement('link');
      link.rel = 'preload';
      link.as = 'image';
      link.href = url;
      link.fetchPriority = 'high';
      doc.head.append(link);
    })
    .catch(() => undefined); // no banner preload: the page asks for it when it renders
}
