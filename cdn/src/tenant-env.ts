import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The env name for a request: the first label of the host name that names a tenant
 * (config/platform/<env>/ exists) picks it, so `harbor.localhost` and a tenant's second origin
 * such as `desktop.meridian.localhost` both find theirs; otherwise the host's default (ATRIUM_ENV).
 */
export function envForHost(host: string | undefined, platformDir: string, fallback: string): string {
  const labels = (host ?? '').split(':')[0]!.toLowerCase().split('.').slice(0, -1);
  const env = labels.find((label) => /^[a-z0-9-]+$/.test(label) && existsSync(join(platformDir, label, 'config.js')));
  return env ?? fallback;
}
