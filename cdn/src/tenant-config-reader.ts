import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { readTenantConfig, type TenantConfig } from '@atrium/platform/tenant-config';

/**
 * What the host knows of a tenant's config: read now, or (`stale`) the last good reading for that
 * origin while the current file cannot be read (the reason); or nothing usable at all.
 */
export type TenantReading = { ok: true; config: TenantConfig; stale?: string } | { ok: false; error: string };

export interface TenantConfigReaderOptions {
  /**
   * The time limit of each attempt at evaluating config.js, in order: a plain-data script takes a
   * few milliseconds, but on a loaded machine one attempt can miss a tight limit, so a miss is
   * retried at once with a longer one. The limit only stops a script that never ends.
   */
  attemptTimeoutsMs?: readonly number[];
  /**
   * After every attempt failed, how long requests for the same file and origin are answered from
   * what is known (the last good reading, or the failure) before the file is evaluated again: a
   * config that hangs must not cost every request of the page the full time limits.
   */
  retryAfterMs?: number;
  /** The clock of the retry pacing (tests). */
  now?: () => number;
}

/** The Host header is the client's to choose: the memory must not grow with every name sent. */
const MEMORY_LIMIT = 256;

interface Known {
  mtimeMs: number;
  /** The last configuration read successfully, whatever the file holds now. */
  good?: TenantConfig;
  /** The last failure of the file at `mtimeMs`, and when it may be tried again. */
  failure?: { error: string; retryAt: number };
}

/**
 * A reader of tenants' configs as their pages see them on `origin` (`https://harbor.example`):
 * config/platform/<env>/config.js evaluated with that `location`, then read by the same
 * `readTenantConfig` as the shell, so the host's policies (the CSP) and commands (release:check)
 * name exactly the origins and releases the page will use. config.js is the operator's own
 * plain-data script: it runs in an empty context, once per change of the file and origin.
 *
 * Only successes are remembered as readings. A failure (a throw, a timeout on a busy machine) is
 * retried, and while the file cannot be read the last good configuration for that origin answers
 * (marked stale), so a slow moment never turns into a policy that blocks the tenant's remotes.
 * Origins are compared as URLs compare them: `Harbor.localhost` is `harbor.localhost`.
 */
export function createTenantConfigReader(options: TenantConfigReaderOptions = {}) {
  const attemptTimeoutsMs = options.attemptTimeoutsMs ?? [250, 1000];
  const retryAfterMs = options.retryAfterMs ?? 1000;
  const now = options.now ?? Date.now;
  const memory = new Map<string, Known>();

  const remember = (key: string, known: Known) => {
    memory.delete(key);
    // The oldest entry goes first (a Map keeps insertion order): a flood of invented host names
    // cannot wipe the last good readings of the origins in use.
    if (memory.size >= MEMORY_LIMIT) memory.delete(memory.keys().next().value!);
    memory.set(key, known);
  };

  return function tenantConfigFor(platformDir: string, env: string, origin: string): TenantReading {
    const file = join(platformDir, env, 'config.js');
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return { ok: false, error: `not an origin: "${origin}"` };
    }
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return { ok: false, error: `no tenant "${env}" (${file} does not exist)` };
    }
    const key = `${file} ${url.origin}`;
    const known = memory.get(key);
    if (known?.mtimeMs === mtimeMs) {
      if (!known.failure) return { ok: true, config: known.good! };
      if (now() < known.failure.retryAt) return answer(known.good, known.failure.error);
    }
    const reading = evaluateWithRetries(file, url, attemptTimeoutsMs);
    if (reading.ok) {
      remember(key, { mtimeMs, good: reading.config });
      return reading;
    }
    remember(key, { mtimeMs, good: known?.good, failure: { error: reading.error, retryAt: now() + retryAfterMs } });
    return answer(known?.good, reading.error);
  };
}

const answer = (good: TenantConfig | undefined, error: string): TenantReading => (good ? { ok: true, config: good, stale: error } : { ok: false, error });

function evaluateWithRetries(file: string, url: URL, timeoutsMs: readonly number[]): TenantReading {
  let reading: TenantReading = { ok: false, error: `${file}: not read` };
  for (const timeout of timeoutsMs) {
    reading = evaluate(file, url, timeout);
    if (reading.ok) break;
  }
  return reading;
}

function evaluate(file: string, url: URL, timeout: number): TenantReading {
  try {
    const location = { href: url.href, origin: url.origin, protocol: url.protocol, host: url.host, hostname: url.hostname, port: url.port, pathname: '/' };
    const window: { __ATRIUM_PLATFORM_CONFIG__?: unknown } = {};
    runInNewContext(readFileSync(file, 'utf8'), { window, location }, { timeout });
    return { ok: true, config: readTenantConfig(window.__ATRIUM_PLATFORM_CONFIG__, url.origin) };
  } catch (error) {
    return { ok: false, error: `${file}: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** The host's reader (one memory for the process: the shell origin and release:check share it). */
export const tenantConfigFor = createTenantConfigReader();
