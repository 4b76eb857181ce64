/**
 * The floor probe (bench/floor/README.md): a remote whose one screen does the least a remote's
 * first screen must do. Built with the real remotes' preset, by the bench only, into
 * bench/floor/dist (gitignored), never by `pnpm build`.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const here = import.meta.dirname;
export const PROBE_DIST = join(here, 'dist');

export const PROBE = {
  remote: 'floor-probe',
  version: (JSON.parse(readFileSync(join(here, 'package.json'), 'utf8')) as { version: string }).version,
  /** Trading's first route, so the Markets tab of /home reaches it without a change to the product. */
  path: '/quote',
  /** Shows once the probe's page has drawn. */
  content: '[data-testid="floor-probe"]',
};

/** Builds the probe (production mode, as `pnpm build` builds the remotes); a failed build stops the bench. */
export function buildProbe(): void {
  const rspack = join(here, '..', '..', 'node_modules', '.bin', 'rspack');
  const build = spawnSync(rspack, ['build', '-c', join(here, 'rspack.config.mjs')], { cwd: here, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error(`the floor probe's build failed (${build.status ?? build.signal}): bench/floor/rspack.config.mjs`);
}
