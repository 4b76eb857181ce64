import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The env name for a request: `<env>.localhost` (or any `<env>.<domain>`) picks that tenant
 * when config/platform/<env>/ exists; otherwise the host's default (ATRIUM_ENV).
 */
export function envForHost(host: string | undefined, platformDir: string, fallback: string): string {
  const label = (host ?? '').split(':')[0]!.split('.')[0]!.toLowerCase();
  if (label && /^[a-z0-9-]+$/.test(label) && existsSync(join(platformDir, label, 'config.js'))) return label;
  return fallback;
}
