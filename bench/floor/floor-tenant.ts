/**
 * The floor's served copy: the same build and the same tenant (atrium, as the API knows it), whose
 * config runs the probe remote in trading's place. Everything else of the tenant, its other
 * remotes, its settings and tabs included, stays as it is, so /home is the real /home and its
 * Markets tab leads to the probe.
 */
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { root } from '../bench-platform';
import { PROBE, PROBE_DIST } from './probe';

const TENANT = 'atrium';
/** Trading's two mentions in the tenant config: its channel's version and its remote entry. */
const TRADING_KEY = /(^|[\s{,])trading:/g;

/**
 * The tenant config `source` with the remote trading renamed to the probe: its version on the
 * channel and its entry (enabled, channel, prefixes) carry over. Throws when the config does not
 * name trading exactly twice (a changed file: the floor would not be what it says).
 */
export function withProbeForTrading(source: string): string {
  const found = source.match(TRADING_KEY)?.length ?? 0;
  if (found !== 2) throw new Error(`the floor expects the tenant config to name trading twice (channel and remote), found ${found}`);
  return source.replace(TRADING_KEY, `$1'${PROBE.remote}':`);
}

/**
 * Adds the floor to a snapshot of the build (bench/build-snapshot.ts): the probe's release in its
 * release store, and a platform folder holding the changed tenant config. Returns the environment
 * that serves it (PLATFORM_DIR, read by cdn/src/main.ts).
 */
export function addFloor(releasesDir: string): { PLATFORM_DIR: string } {
  cpSync(PROBE_DIST, join(releasesDir, PROBE.remote, PROBE.version), { recursive: true, filter: (path) => !path.endsWith('.map') });
  const platformDir = join(dirname(releasesDir), 'floor-platform');
  mkdirSync(join(platformDir, TENANT), { recursive: true });
  const source = readFileSync(join(root, 'config', 'platform', TENANT, 'config.js'), 'utf8');
  writeFileSync(join(platformDir, TENANT, 'config.js'), withProbeForTrading(source));
  return { PLATFORM_DIR: platformDir };
}
