/**
 * An image address from the server (a banner, a coin logo, a tab icon, a language flag, a
 * product icon: "/api/static/coins/btc.svg") as the page must ask for it: a relative path on the
 * tenant's assets host (`assetsBase`, spec §7 "Static assets come from a separate assets
 * subdomain"; the page's own origin when the tenant names none), an absolute http(s) address as it
 * is. Anything else (`javascript:`, `data:`, an unparsable value) and an empty value are no image:
 * null, and the screen shows its placeholder or nothing.
 *
 * Without imports, so the shell's entry can resolve the first banner it preloads
 * (`@atrium/platform/resolve-asset-url`); screens use `assetUrl` (`@atrium/platform/asset-url`).
 * Both subpaths are bundled by each app that uses them, like the detours: not part of the shared
 * contract.
 */
export function resolveAssetUrl(path: string | null | undefined, assetsBase: string): string | null {
  const value = path?.trim();
  if (!value) return null;
  try {
    const url = new URL(value, assetsBase.endsWith('/') ? assetsBase : `${assetsBase}/`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
