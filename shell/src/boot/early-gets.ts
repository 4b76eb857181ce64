// Type only: the entry chunk must not load @atrium/api (a shared module, after the async boundary).
import type { EarlyGetsGlobal } from '@atrium/api';
// A constant module of its own, bundled into the entry (not the shared @atrium/platform).
import { EARLY_GET_PATHS, earlyGetUrl, languageOfCookies } from '@atrium/platform/early-gets';
import { preloadFirstBanner } from './banner-preload';

/**
 * Asks for the first screen's public reads (@atrium/platform/early-gets) as soon as config.js has
 * run: on their way a round trip or more before the app's code arrives, and answered from the
 * page's preloads where the static host wrote them. They are read in the visitor's language, which
 * the entry knows as the static host does: from the language cookie (the app has not run yet).
 */
export function startEarlyGets(configScript: Promise<unknown>): void {
  configScript.then(
    (raw) => {
      // The client's base as the tenant config reader computes it: config.apiBase, else this origin's /api.
      const { apiBase: configured, assetsBase: assets } = (raw ?? {}) as { apiBase?: unknown; assetsBase?: unknown };
      const apiBase = typeof configured === 'string' ? configured : `${location.origin}/api`;
      // The assets host as the tenant config reader computes it: config.assetsBase, else this origin.
      const assetsBase = typeof assets === 'string' ? assets : location.origin;
      const language = languageOfCookies(document.cookie);
      (window as EarlyGetsGlobal).__ATRIUM_EARLY_GETS__ = new Map(
        EARLY_GET_PATHS.map((path) => {
          const url = earlyGetUrl(apiBase, path, language);
          // fetch's defaults (cors, same-origin credentials) match the preload's crossorigin="anonymous".
          const response = fetch(url);
          // Handled here too: a read nobody takes (the screen changed) must not report an unhandled rejection.
          response.catch(() => undefined);
          if (path === '/common/getAllSetting') preloadFirstBanner(response, assetsBase);
          return [url, response];
        }),
      );
    },
    () => undefined, // no config: the boot reports it
  );
}
