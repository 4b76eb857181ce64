import type { TenantConfig } from '@atrium/platform/tenant-config';

const originOf = (url: string): string[] => {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? [] : [origin];
  } catch {
    return [];
  }
};

/**
 * Every origin a tenant's remotes load from: each enabled remote's release and its last good one,
 * and in a non-production tenant its development origins (a developer's build of one remote, the
 * shell's remote override); the reader leaves a production tenant none.
 */
export function remoteOrigins(config: TenantConfig): string[] {
  const deployments = Object.values(config.remotes).filter((remote) => remote.enabled);
  const releases = deployments.flatMap((remote) => [remote.manifest, remote.lastGood?.manifest ?? '']).flatMap(originOf);
  return [...new Set([...releases, ...(config.production ? [] : config.devOrigins)])];
}

/**
 * The origins a tenant's page talks to besides its own: its API and websocket (apiBase, wsBase),
 * its remotes' origins (manifests, route tables) and the RPC endpoints of its wallet chains,
 * which the DeFi screens read balances and allowances from.
 */
export function connectOrigins(config: TenantConfig): string[] {
  const rpc = config.wallet.chains.flatMap((chain) => originOf(chain.rpcUrl));
  return [...new Set([...originOf(config.apiBase), ...originOf(config.wsBase), ...remoteOrigins(config), ...rpc])];
}

/**
 * The origins of the tenant's customer-service widgets that open in a sandboxed frame
 * (`serviceCallbacks` with `open: 'frame'`): the only pages the tenant's pages may frame.
 */
export function frameOrigins(config: TenantConfig): string[] {
  const urls = Object.values(config.serviceCallbacks).flatMap((callback) => ('open' in callback && callback.open === 'frame' ? [callback.url] : []));
  return [...new Set(urls.flatMap(originOf))];
}

/**
 * The Trusted Types policies the platform creates, each guarding one sink: the shell's loader of
 * its tenant's config.js (`atrium-config`), rspack's chunk loading in the shell and in every remote
 * (`atrium-chunks`, one name for all builds, hence 'allow-duplicates'), the federation runtime's
 * remote entries (`atrium-federation`, only the tenant's release origins) and DOMPurify's
 * sanitised server HTML (`dompurify`, its own policy). The shell's service worker registration
 * has its own (`atrium-service-worker`). Nothing else may turn a string into script
 * or HTML.
 */
export const TRUSTED_TYPES_POLICIES = ['atrium-config', 'atrium-service-worker', 'atrium-chunks', 'atrium-federation', 'dompurify'];

/**
 * The Content-Security-Policy of a tenant's pages, generated from its config (issue 9 §7) and
 * enforced (issue 11): scripts only from the page's origin and its remotes', no eval, no inline
 * script, no plugin, no <base>, connections only to its API, websocket, remotes and wallet RPC,
 * and Trusted Types for every script and HTML sink. Inline styles are allowed (the HTML app
 * shell's critical CSS and computed sizes). A config that cannot be read (`undefined`) leaves the
 * page its own origin only. Violations are reported to the static host.
 */
export function contentSecurityPolicy(config: TenantConfig | undefined): string {
  const remotes = config ? remoteOrigins(config) : [];
  const list = (...sources: string[]) => [...sources, ...remotes].join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'")}`,
    `style-src ${list("'self'", "'unsafe-inline'")}`,
    // The tenant's assets host serves the server's images (@atrium/platform/asset-url): named too,
    // so one on plain http (a development host) is not left to 'https:'.
    `img-src ${[...new Set(list("'self'", 'data:', 'blob:', 'https:', ...(config ? originOf(config.assetsBase) : [])).split(' '))].join(' ')}`,
    ['connect-src', "'self'", ...(config ? connectOrigins(config) : [])].join(' '),
    `font-src ${list("'self'", 'data:')}`,
    ['frame-src', "'self'", ...(config ? frameOrigins(config) : [])].join(' '),
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "require-trusted-types-for 'script'",
    `trusted-types ${TRUSTED_TYPES_POLICIES.join(' ')} 'allow-duplicates'`,
    'report-uri /__csp-report',
  ].join('; ');
}
