// Type only: the entry chunk must not load @atrium/api (a shared module, after the async boundary).
import type { EarlyGetsGlobal, EarlyRead } from '@atrium/api';
import { picturesFromAttribute, type FirstPictures, type FirstRead } from '@atrium/platform/first-reads';
// A constant module of its own, bundled into the entry (not the shared @atrium/platform).
import { EARLY_GET_PATHS, FIRST_READ_META, SESSION_EARLY_READS, earlyGetUrl, earlyReadKey, languageOfCookies, sessionTokenKey } from '@atrium/platform/early-gets';
import { preloadFirstBanner } from './banner-preload';
import { preloadPictures } from './picture-preloads';

/** One read to send early: its full URL (language and query in place), whether it carries the session, and the pictures of its answer to preload. */
interface EarlyRequest {
  method: string;
  url: string;
  session: boolean;
  pictures?: FirstPictures;
}

/**
 * Asks for the first screen's reads as soon as config.js has run: on their way a round trip or
 * more before the app's code arrives, and answered from the page's preloads where the static host
 * wrote them. They are the shell's own (the public reads of @atrium/platform/early-gets, and the
 * account's reads of a signed-in page) and the current path's page's first reads, which the static
 * host names in the page from the route table of the remote owning the path
 * (`<meta name="atrium-first-read">`, cdn/src/route-preloads.ts). A signed-in read carries the
 * session token from storage and is not sent without one. They are read in the visitor's
 * language, which the entry knows as the static host does: from the language cookie (the app has
 * not run yet).
 */
export function startEarlyGets(configScript: Promise<unknown>): void {
  configScript.then(
    (raw) => {
      // The client's base as the tenant config reader computes it: config.apiBase, else this origin's /api.
      const { apiBase: configured, assetsBase: assets, brand } = (raw ?? {}) as { apiBase?: unknown; assetsBase?: unknown; brand?: { productName?: unknown } };
      const apiBase = typeof configured === 'string' ? configured : `${location.origin}/api`;
      // The assets host as the tenant config reader computes it: config.assetsBase, else this origin.
      const assetsBase = typeof assets === 'string' ? assets : location.origin;
      const language = languageOfCookies(document.cookie);
      const token = sessionToken(typeof brand?.productName === 'string' ? brand.productName : 'atrium');
      const sessionRead = (read: FirstRead): EarlyRequest => ({ method: read.method ?? 'GET', url: earlyGetUrl(apiBase, read.path, language), session: read.session });
      const reads: EarlyRequest[] = [
        ...EARLY_GET_PATHS.map((path) => ({ method: 'GET', url: earlyGetUrl(apiBase, path, language), session: false })),
        // In this order (SESSION_EARLY_READS says why): the account, the page's reads, the shell's other reads.
        ...SESSION_EARLY_READS.slice(0, 1).map(sessionRead),
        ...pageFirstReads(apiBase),
        ...SESSION_EARLY_READS.slice(1).map(sessionRead),
      ];
      const early = new Map<string, EarlyRead>();
      for (const read of reads) {
        if (read.session && !token) continue;
        const key = earlyReadKey(read.method, read.url);
        if (early.has(key)) continue; // a page's read the shell makes anyway: sent once
        const response = send(read, read.session ? token : null);
        // Handled here too: a read nobody takes (the screen changed) must not report an unhandled rejection.
        response.catch(() => undefined);
        if (read.url === earlyGetUrl(apiBase, '/common/getAllSetting', language)) preloadFirstBanner(response, assetsBase);
        if (read.pictures) preloadPictures(response, read.pictures, assetsBase);
        early.set(key, { response, token: read.session ? token : null, sentAt: Date.now() });
      }
      (window as EarlyGetsGlobal).__ATRIUM_EARLY_GETS__ = early;
    },
    () => undefined, // no config: the boot reports it
  );
}

/** The current path's first reads as the static host wrote them into the page (full URLs under the API base, in the visitor's language; the pictures of their answers the first screen shows). */
function pageFirstReads(apiBase: string): EarlyRequest[] {
  const api = `${apiBase.replace(/\/+$/, '')}/`;
  return [...document.querySelectorAll<HTMLMetaElement>(`meta[name="${FIRST_READ_META}"]`)].flatMap((meta) => {
    const method = meta.dataset.method === 'POST' ? 'POST' : 'GET';
    // Only a read of the tenant's API is sent (the token goes nowhere else); a malformed one is skipped.
    const pictures = picturesFromAttribute(meta.dataset.pictures);
    return meta.content.startsWith(api) && URL.canParse(meta.content) ? [{ method, url: meta.content, session: meta.dataset.session === 'true', ...(pictures && { pictures }) }] : [];
  });
}

/** The visitor's session token as the session store reads it (storage.ts `TOKEN`), or null (signed out, or no storage). */
function sessionToken(productName: string): string | null {
  try {
    return localStorage.getItem(sessionTokenKey(productName)) || null;
  } catch {
    return null;
  }
}

/**
 * Sends one early read as the API client would: a public GET with fetch's defaults (cors,
 * same-origin credentials: the preload's crossorigin="anonymous", so the browser answers from
 * it), a signed-in read with the token in both headers the client sends it in
 * (packages/api/src/request-headers.ts), a POST read with the client's empty JSON body.
 */
function send(read: EarlyRequest, token: string | null): Promise<Response> {
  const headers: Record<string, string> = token ? { authorization: token, satoken: token } : {};
  if (read.method !== 'POST') return Object.keys(headers).length > 0 ? fetch(read.url, { headers }) : fetch(read.url);
  return fetch(read.url, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: '{}' });
}
