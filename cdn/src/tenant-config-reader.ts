import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { readTenantConfig, type TenantConfig } from '@atrium/platform/tenant-config';

export type TenantReading = { ok: true; config: TenantConfig } | { ok: false; error: string };

const cache = new Map<string, { mtimeMs: number; reading: TenantReading }>();
/** The Host header is the client's to choose: the cache must not grow with every name sent. */
const CACHE_LIMIT = 256;

/**
 * A tenant's config as its pages see it on `origin` (`https://harbor.example`):
 * config/platform/<env>/config.js evaluated with that `location`, then read by the same
 * `readTenantConfig` as the shell, so the host's policies (the CSP) and commands (release:check)
 * name exactly the origins and releases the page will use. config.js is the operator's own
 * plain-data script: it runs in an empty context, once per change of the file and origin.
 */
export function tenantConfigFor(platformDir: string, env: string, origin: string): TenantReading {
  const file = join(platformDir, env, 'config.js');
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return { ok: false, error: `no tenant "${env}" (${file} does not exist)` };
  }
  const key = `${file} ${origin}`;
  const cached = cache.get(key);
  if (cached?.mtimeMs === mtimeMs) return cached.reading;
  const reading = evaluate(file, origin);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, { mtimeMs, reading });
  return reading;
}

function evaluate(file: string, origin: string): TenantReading {
  try {
    const url = new URL(origin);
    const location = { href: url.href, origin: url.origin, protocol: url.protocol, host: url.host, hostname: url.hostname, port: url.port, pathname: '/' };
    const window: { __ATRIUM_PLATFORM_CONFIG__?: unknown } = {};
    runInNewContext(readFileSync(file, 'utf8'), { window, location }, { timeout: 100 });
    return { ok: true, config: readTenantConfig(window.__ATRIUM_PLATFORM_CONFIG__, url.origin) };
  } catch (error) {
    return { ok: false, error: `${file}: ${error instanceof Error ? error.message : String(error)}` };
  }
}
