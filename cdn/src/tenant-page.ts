/**
 * The shell's index.html as a tenant's page: the deployment writes the env name into
 * `<meta name="atrium-env">` (the shell loads platform/<env>/config.js), and the page asks for
 * that config.js itself, with the timestamp that bypasses every cache (spec: platform config
 * script), so the download starts while the HTML is parsed instead of after the entry chunk ran:
 * one round trip earlier. The shell loads the URL of this link when it finds one.
 */
export function tenantPage(indexHtml: string, env: string, now: number): string {
  const configUrl = `/platform/${encodeURIComponent(env)}/config.js?t=${now}`;
  return indexHtml.replace(
    /<meta name="atrium-env" content="[^"]*"\s*\/?>/,
    `<meta name="atrium-env" content="${env}"><link rel="preload" as="script" href="${configUrl}" data-atrium-config>`,
  );
}
