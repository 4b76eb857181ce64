/**
 * The shell's index.html as a tenant's page: the deployment writes the env name into
 * `<meta name="atrium-env">` (the shell loads platform/<env>/config.js), and the page asks for
 * that config.js itself, with the timestamp that bypasses every cache (spec: platform config
 * script), so the download starts while the HTML is parsed instead of after the entry chunk ran:
 * one round trip earlier. The shell loads the URL of this link when it finds one. With the
 * tenant's brand, the HTML app shell shows it (FCP without JavaScript) and the title names it.
 */
export function tenantPage(indexHtml: string, env: string, now: number, brand?: string): string {
  const configUrl = `/platform/${encodeURIComponent(env)}/config.js?t=${now}`;
  const page = indexHtml.replace(
    /<meta name="atrium-env" content="[^"]*"\s*\/?>/,
    `<meta name="atrium-env" content="${env}"><link rel="preload" as="script" href="${configUrl}" data-atrium-config>`,
  );
  if (!brand) return page;
  // The app shell's header and the title carry the tenant's brand: the first paint has words.
  return page.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(brand)}</title>`).replace('<span data-atrium-brand></span>', `<span data-atrium-brand>${escapeHtml(brand)}</span>`);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
