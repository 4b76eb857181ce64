import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';

const cache = new Map<string, { mtimeMs: number; origins: string[] }>();

/**
 * The origins outside the platform a tenant's page talks to: the RPC endpoints of its wallet
 * chains (config/platform/<env>/config.js, `wallet.chains[].rpcUrl`), which the DeFi screens read
 * balances and allowances from. The CSP's connect-src must name them. config.js is the
 * operator's own plain-data script: it runs here in an empty context with a stand-in `location`,
 * once per change of the file. A config that cannot be read gives none (the page then reports
 * the blocked calls rather than the host failing).
 */
export function tenantConnectOrigins(platformDir: string, env: string): string[] {
  const file = join(platformDir, env, 'config.js');
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const cached = cache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.origins;
  const origins = readOrigins(file);
  cache.set(file, { mtimeMs, origins });
  return origins;
}

function readOrigins(file: string): string[] {
  try {
    const window: { __ATRIUM_PLATFORM_CONFIG__?: { wallet?: { chains?: { rpcUrl?: unknown }[] } } } = {};
    runInNewContext(readFileSync(file, 'utf8'), { window, location: { protocol: 'https:', hostname: 'localhost', port: '' } }, { timeout: 100 });
    const chains = window.__ATRIUM_PLATFORM_CONFIG__?.wallet?.chains ?? [];
    const origins = chains.flatMap((chain) => {
      try {
        return typeof chain.rpcUrl === 'string' ? [new URL(chain.rpcUrl).origin] : [];
      } catch {
        return [];
      }
    });
    return [...new Set(origins)];
  } catch {
    return [];
  }
}
