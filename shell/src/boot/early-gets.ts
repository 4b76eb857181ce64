// Type only: the entry chunk must not load @atrium/api (a shared module, after the async boundary).
import type { EarlyGetsGlobal } from '@atrium/api';

/**
 * The first screen's public reads, asked for as soon as config.js has run (rule 13): the tenant's
 * settings (its banners are /home's largest picture) and the coin lists answer the same whatever
 * the user's language or session, so they need nothing the app's code would add. Started here, in
 * the entry chunk, they are on their way a round trip or more before the app's code arrives; the
 * API client takes each when it makes the same GET (packages/api/src/early-responses.ts).
 */
export const EARLY_GET_PATHS = ['/common/getAllSetting', '/common/getCoinList'];

export function startEarlyGets(configScript: Promise<unknown>): void {
  configScript.then(
    (raw) => {
      // The client's base as the tenant config reader computes it: config.apiBase, else this origin's /api.
      const configured = (raw as { apiBase?: unknown } | undefined)?.apiBase;
      const apiBase = (typeof configured === 'string' ? configured : `${location.origin}/api`).replace(/\/+$/, '');
      (window as EarlyGetsGlobal).__ATRIUM_EARLY_GETS__ = new Map(
        EARLY_GET_PATHS.map((path) => {
          const response = fetch(`${apiBase}${path}`);
          // Handled here too: a read nobody takes (the screen changed) must not report an unhandled rejection.
          response.catch(() => undefined);
          return [`${apiBase}${path}`, response];
        }),
      );
    },
    () => undefined, // no config: the boot reports it
  );
}
