import { EARLY_GET_PATHS, earlyGetUrl } from '@atrium/platform/early-gets';

/** What the page says of its tenant, from its config.js (absent when that cannot be read). */
export interface TenantPageFacts {
  productName: string;
  apiBase: string;
}

/**
 * The shell's index.html as a tenant's page: the deployment writes the env name into
 * `<meta name="atrium-env">` (the shell loads platform/<env>/config.js), and the page asks for
 * that config.js itself, with the timestamp that bypasses every cache (spec: platform config
 * script), so the download starts while the HTML is parsed instead of after the entry chunk ran:
 * one round trip earlier. The shell loads the URL of this link when it finds one. With the
 * tenant's config read, the HTML app shell shows its brand (FCP without JavaScript), the title
 * names it, and the first screen's public reads are preloaded from its API (the entry's own
 * requests for them are answered from these: the settings arrive before the app's code has run).
 */
export function tenantPage(indexHtml: string, env: string, now: number, tenant?: TenantPageFacts): string {
  const configUrl = `/platform/${encodeURIComponent(env)}/config.js?t=${now}`;
  const earlyReads = tenant
    ? EARLY_GET_PATHS.map((path) => `<link rel="preload" as="fetch" href="${escapeHtml(earlyGetUrl(tenant.apiBase, path))}" crossorigin="anonymous">`).join('')
    : '';
  const page = indexHtml.replace(
    /<meta name="atrium-env" content="[^"]*"\s*\/?>/,
    `<meta name="atrium-env" content="${env}"><link rel="preload" as="script" href="${configUrl}" data-atrium-config>${earlyReads}`,
  );
  if (!tenant) return page;
  // The app shell's header and the title carry the tenant's brand: the first paint has words.
  const brand = escapeHtml(tenant.productName);
  return page.replace(/<title>[^<]*<\/title>/, `<title>${brand}</title>`).replace('<span data-atrium-brand></span>', `<span data-atrium-brand>${brand}</span>`);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
