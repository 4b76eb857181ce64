import type { FirstPictures } from '@atrium/platform/first-reads';
import { preloadPictures } from './picture-preloads';

/** The first banner the static host wrote into the page (cdn/src/first-screen-markup.ts). */
const BANNER_IN_HTML = 'img[data-atrium-first-banner]';

/** The first banner in the settings' answer. */
const FIRST_BANNER: FirstPictures = { list: 'data.playing', field: 'imgUrl', count: 1 };

/** The paths that open on /home, whose largest picture is the first banner. */
const HOME_PATHS = new Set(['/', '/home']);

/**
 * /home's largest paint is its first banner, whose address is in the settings. The image would be
 * asked for only once the app has rendered the banner (after all of the boot's scripts), a round
 * trip after that; preloaded as soon as the settings arrive (early-gets.ts: usually before the app's
 * code has run: picture-preloads.ts), it is in the cache when the banner renders. Only on /home:
 * elsewhere it is not the page's picture.
 * When the static host had /home's first screen at hand, the banner is already an image in the
 * HTML (the preload scanner asks for it before any script): nothing to add. Without it (the API
 * slow or its reading not yet cached), this preload is still the earliest way to the picture.
 */
export function preloadFirstBanner(settings: Promise<Response>, assetsBase: string, doc: Document = document): void {
  if (!HOME_PATHS.has(doc.location.pathname) || doc.querySelector(BANNER_IN_HTML)) return;
  preloadPictures(settings, FIRST_BANNER, assetsBase, doc);
}
