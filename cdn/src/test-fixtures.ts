import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A fresh temporary folder for one test file's fixtures. */
export const fixtureDir = (name: string) => mkdtempSync(join(tmpdir(), `cdn-${name}-`));

/** Writes files (path → text) under a folder, creating their folders. */
export function writeFiles(dir: string, files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

const REMOTES = ['content', 'trading', 'funds', 'defi-finance', 'uplan', 'nft'];

/**
 * A tenant's config.js in the shape the shipped ones have: releases on the page's host at
 * port + 1, each remote given as `remotes` overrides it or adds one (default: enabled on channel stable).
 */
export function tenantConfigJs(env: string, options: { remotes?: Record<string, object>; extra?: string } = {}): string {
  const remotes = Object.fromEntries(
    [...new Set([...REMOTES, ...Object.keys(options.remotes ?? {})])].map((name) => [name, { enabled: true, channel: 'stable', ...options.remotes?.[name] }]),
  );
  return `(function () {
  var cdn = location.protocol + '//' + location.hostname + ':' + (Number(location.port || (location.protocol === 'https:' ? 443 : 80)) + 1);
  window.__ATRIUM_PLATFORM_CONFIG__ = {
    env: ${JSON.stringify(env)}, production: true, brand: { productName: ${JSON.stringify(env)} },
    releases: cdn,
    channels: { stable: { content: '1.0.0', trading: '1.0.0', funds: '1.0.0', 'defi-finance': '1.0.0', uplan: '1.0.0', nft: '1.0.0' } },
    remotes: ${JSON.stringify(remotes)},
    ${options.extra ?? ''}
  };
})();`;
}

/** A federation manifest sharing these modules (name → version, built for ^version unless given). */
export function manifestJson(shared: Record<string, string | { version: string; requiredVersion: string }>): string {
  return JSON.stringify({
    name: 'x',
    shared: Object.entries(shared).map(([name, v]) =>
      typeof v === 'string' ? { name, version: v, requiredVersion: `^${v}` } : { name, ...v },
    ),
  });
}

/** The files of a built remote release. */
export function releaseFiles(remote: string, version: string, contract: string, shared: Parameters<typeof manifestJson>[0]): Record<string, string> {
  return {
    'mf-manifest.json': manifestJson(shared),
    'remoteEntry.js': `/* ${remote} ${version} */`,
    'routes.json': JSON.stringify({ remote, version, contract, routes: [] }),
    '42.deadbeef.js': '/* a chunk */',
  };
}
