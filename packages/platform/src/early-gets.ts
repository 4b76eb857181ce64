import type { FirstRead } from './first-reads';
import { storagePrefix } from './storage-prefix';

/**
 * The first screen's public reads (rule 13): the tenant's settings (its banners are /home's
 * largest picture) and the coin lists are the same whatever the session, so they can be asked for
 * before the app's code runs. The static host preloads them from the page
 * (cdn/src/tenant-page.ts), the shell's entry asks for them as soon as config.js has run
 * (shell/src/boot/early-gets.ts: the same URLs, so the browser answers from the preload), and the
 * API client takes each when it makes the same GET in the same language
 * (packages/api/src/early-responses.ts).
 *
 * A preload cannot carry the `language` header the client sends, so an early read names its
 * language in the URL instead (`?lang=`, which the API reads like the header:
 * server/CONTRACT-DELTA.md "Early reads in the visitor's language"), and the visitor's language
 * reaches the static host, which writes the page before any script runs, as a cookie the app
 * sets whenever the language is applied.
 */
export const EARLY_GET_PATHS = ['/common/getAllSetting', '/common/getCoinList'] as const;

/**
 * The shell's own reads of every signed-in page, started with the session token from storage as
 * early as the public ones; a page's own first reads are named in its route table
 * (./first-reads.ts). No preload: a preload cannot carry the token.
 *
 * The first, the account (the guard and the header wait for it: shell/src/layout/app-layout.tsx),
 * is sent before the page's first reads; the others (the mails behind the announcement overlay,
 * shell/src/overlays/use-announcement.ts: never the page's content) after them. Over HTTP/1.1 the
 * reads wait for one of the origin's six connections behind the boot's scripts, and get them in
 * the order sent: /defi's four reads are answered a connection sooner.
 */
export const SESSION_EARLY_READS: readonly FirstRead[] = [
  { path: '/user/getInfo', method: 'POST', session: true },
  { path: '/mail/listByUserId', session: true },
];

/** The static host names each of the current path's first reads in one `<meta name=…>` (cdn/src/route-preloads.ts), read by the entry. */
export const FIRST_READ_META = 'atrium-first-read';

/** Where the session token is kept (storage.ts's `TOKEN` under the tenant's prefix): the entry reads it before the app runs. */
export const sessionTokenKey = (productName: string): string => `${storagePrefix(productName)}_TOKEN`;

/** How an early read is found: its method and URL (as earlyGetUrl builds it; packages/api/src/early-responses.ts builds the same). */
export const earlyReadKey = (method: string, url: string): string => `${method.toUpperCase()} ${url}`;

/** The cookie carrying the visitor's language to the static host (shell/src/session/language-cookie.ts writes it). */
export const LANGUAGE_COOKIE = 'atrium_lang';

/** The language of a visitor without the cookie: the app's default (@atrium/i18n DEFAULT_LOCALE). */
const DEFAULT_LANGUAGE = 'en';

/** A locale code as the app's languages are named (`de`, `tw`, `pt-BR`): nothing else reaches a URL. */
const LANGUAGE_CODE = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})?$/i;

/** The visitor's language from a Cookie header (or `document.cookie`): the cookie's value when it is a locale code, else the default. */
export function languageOfCookies(cookies: string | undefined): string {
  for (const pair of (cookies ?? '').split(';')) {
    const [name, value = ''] = pair.split('=');
    if (name?.trim() !== LANGUAGE_COOKIE) continue;
    const language = decodeURIComponent(value.trim());
    if (LANGUAGE_CODE.test(language)) return language;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * The URL of an early read of `path` (an API path, with an optional query) under the tenant's API
 * base (trailing slashes ignored), in `language`: the read's own URL, with `lang` set for any
 * language but the default (which the API answers without being told, and whose URL every cache
 * and test already knows), its query in name order so that the same read is one URL however its
 * parameters were listed, built as the API client rebuilds it to find the read
 * (packages/api/src/early-responses.ts earlyUrlOf).
 */
export function earlyGetUrl(apiBase: string, path: string, language: string): string {
  const url = new URL(`${apiBase.replace(/\/+$/, '')}${path}`);
  if (language !== DEFAULT_LANGUAGE) url.searchParams.set('lang', language);
  url.searchParams.sort();
  return url.href;
}
