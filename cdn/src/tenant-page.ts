import { EARLY_GET_PATHS, earlyGetUrl } from '@atrium/platform/early-gets';

/** What the page says of its tenant, from its config.js (absent when that cannot be read). */
export interface TenantPageFacts {
  productName: string;
  apiBase: string;
  /** The visitor's language (the language cookie, @atrium/platform/early-gets): the first reads are preloaded in it. */
  language: string;
}

/** What a page adds for its path: markup for the head (preloads) and the first screen in the app shell (first-screen-markup.ts). */
export interface PageExtras {
  /** Right after config.js's preload, ahead of the boot's scripts (/home's first banner). */
  head?: string;
  /** At the end of the head, after the shell's own preloads (a remote path's chain: route-preloads.ts). */
  headEnd?: string;
  /** Takes the place of the app shell's placeholder rows, under its brand header. */
  firstScreen?: string;
}

/** Where index.html's app shell keeps the rows a first screen replaces (a section: the build keeps no comments). */
const FIRST_SCREEN_SLOT = /<section data-atrium-first-screen>[\s\S]*?<\/section>/;

/**
 * The shell's index.html as a tenant's page: the deployment writes the env name into
 * `<meta name="atrium-env">` (the shell loads platform/<env>/config.js), and the page asks for
 * that config.js itself, with the timestamp that bypasses every cache (spec: platform config
 * script), so the download starts while the HTML is parsed instead of after the entry chunk ran:
 * one round trip earlier. The shell loads the URL of this link when it finds one. With the
 * tenant's config read, the HTML app shell shows its brand (FCP without JavaScript), the title
 * names it, and the first screen's public reads are preloaded from its API (the entry's own
 * requests for them are answered from these: the settings arrive before the app's code has run),
 * in the visitor's language, named in their URL since a preload sends no `language` header.
 * `extras` are the path's own: markup early in the head (before the boot's scripts), markup at
 * its end (after the shell's own preloads, which the page needs first), and a first screen
 * drawn in place of the placeholder rows (only with the tenant's config read).
 */
export function tenantPage(indexHtml: string, env: string, now: number, tenant?: TenantPageFacts, extras: PageExtras = {}): string {
  const configUrl = `/platform/${encodeURIComponent(env)}/config.js?t=${now}`;
  const earlyReads = tenant
    ? EARLY_GET_PATHS.map((path) => `<link rel="preload" as="fetch" href="${escapeHtml(earlyGetUrl(tenant.apiBase, path, tenant.language))}" crossorigin="anonymous">`).join('')
    : '';
  const page = indexHtml
    .replace(/<meta name="atrium-env" content="[^"]*"\s*\/?>/, `<meta name="atrium-env" content="${env}"><link rel="preload" as="script" href="${configUrl}" data-atrium-config>${earlyReads}${extras.head ?? ''}`)
    // A function, so the links' text is inserted as is (no `$&` patterns of a replacement string).
    .replace('</head>', () => `${extras.headEnd ?? ''}</head>`);
  if (!tenant) return page;
  // The app shell's header and the title carry the tenant's brand: the first paint has words.
  const brand = escapeHtml(tenant.productName);
  const branded = page.replace(/<title>[^<]*<\/title>/, `<title>${brand}</title>`).replace('<span data-atrium-brand></span>', `<span data-atrium-brand>${brand}</span>`);
  // A function: the markup's `$` signs are text, not replacement patterns.
  return extras.firstScreen === undefined ? branded : branded.replace(FIRST_SCREEN_SLOT, () => extras.firstScreen!);
}

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page of a tenant whose config.js has never been read successfully (it throws, or a busy
 * machine timed it out): a plain statement and a reload a few seconds later, with nothing to run,
 * rather than the app under a policy that silently blocks its remotes. The app's translations are
 * not loaded yet (they come with the app), hence English.
 */
export function unreadableTenantPage(retryAfterS: number): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta http-equiv="refresh" content="${retryAfterS}">`,
    '<title>Temporarily unavailable</title></head>',
    '<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 20vh auto; padding: 0 1rem; text-align: center">',
    '<h1 style="font-size: 1.25rem">This site is temporarily unavailable</h1>',
    `<p>Its configuration could not be read. This page tries again in ${retryAfterS} seconds.</p>`,
    '<p><a href="">Try again now</a></p>',
    '</body></html>',
  ].join('');
}
