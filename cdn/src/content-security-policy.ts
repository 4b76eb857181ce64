import type { TenantConfig } from '@atrium/platform/tenant-config';

const originOf = (url: string): string[] => {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? [] : [origin];
  } catch {
    return [];
  }
};

/** Every origin a tenant's remotes load from: each enabled remote's release and its last good one. */
export function remoteOrigins(config: TenantConfig): string[] {
  const deployments = Object.values(config.remotes).filter((remote) => remote.enabled);
  return [...new Set(deployments.flatMap((remote) => [remote.manifest, remote.lastGood?.manifest ?? '']).flatMap(originOf))];
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
 * The Content-Security-Policy of a tenant's pages, generated from its config (issue 9 §7), sent
 * report-only so that nothing is built that a strict policy would later break: no eval, no inline
 * scripts. Inline styles are allowed (the HTML app shell's critical CSS and computed sizes). A
 * config that cannot be read (`undefined`) leaves the page its own origin only: the reports then
 * show what it missed.
 */
export function contentSecurityPolicy(config: TenantConfig | undefined): string {
  const remotes = config ? remoteOrigins(config) : [];
  const list = (...sources: string[]) => [...sources, ...remotes].join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'")}`,
    `style-src ${list("'self'", "'unsafe-inline'")}`,
    `img-src ${list("'self'", 'data:', 'blob:', 'https:')}`,
    ['connect-src', "'self'", ...(config ? connectOrigins(config) : [])].join(' '),
    `font-src ${list("'self'", 'data:')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    // No `require-trusted-types-for 'script'` yet: the shell's config.js loader and the sanitised
    // server HTML (the terms screens) still assign plain strings to script and HTML sinks.
    'report-uri /__csp-report',
  ].join('; ');
}
