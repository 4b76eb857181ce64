import { EARLY_GET_PATHS, earlyGetUrl } from '@atrium/platform/early-gets';

/** What the page says of its tenant, from its config.js (absent when that cannot be read). */
export interface TenantPageFacts {
  productName: string;
  apiBase: string;
  /** The visitor's language (the language cookie, @atrium/platform/early-gets): the first reads are preloaded in it. */
  language: string;
}

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
 * `headLinks` is markup the host computed for this path (route-preloads.ts), written at the end of the head.
 */
export function tenantPage(indexHtml: string, env: string, now: number, tenant?: TenantPageFacts, headLinks = ''): string {
  const configUrl = `/platform/${encodeURIComponent(env)}/config.js?t=${now}`;
  const earlyReads = tenant
    ? EARLY_GET_PATHS.map((path) => `<link rel="preload" as="fetch" href="${escapeHtml(earlyGetUrl(tenant.apiBase, path, tenant.language))}" crossorigin="anonymous">`).join('')
    : '';
  const page = indexHtml
    .replace(/<meta name="atrium-env" content="[^"]*"\s*\/?>/, `<meta name="atrium-env" content="${env}"><link rel="preload" as="script" href="${configUrl}" data-atrium-config>${earlyReads}`)
    // After the shell's own entry and boot preloads, which the page needs first; a function, so
    // the links' text is inserted as is (no `$&` patterns of a replacement string).
    .replace('</head>', () => `${headLinks}</head>`);
  if (!tenant) return page;
  // The app shell's header and the title carry the tenant's brand: the first paint has words.
  const brand = escapeHtml(tenant.productName);
  return page.replace(/<title>[^<]*<\/title>/, `<title>${brand}</title>`).replace('<span data-atrium-brand></span>', `<span data-atrium-brand>${brand}</span>`);
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
