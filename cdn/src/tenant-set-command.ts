import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { releaseFinder, storeDir } from './release-store';
import { shellRoutePaths, tenantSet } from './tenant-set';

/**
 * `pnpm tenant:set <tenant> <remote> <version|channel|off> [--shell <shell build folder>]`: points
 * a tenant at a release of a remote (or switches it off) by editing that remote's lines in
 * config/platform/<tenant>/config.js, after the checks of `tenantSet`. Exit 0 when written, 1
 * when refused (the file untouched), 2 for a usage error (README "Releasing a remote").
 */
const root = join(import.meta.dirname, '..', '..');
const { values, positionals } = parseArgs({ allowPositionals: true, options: { shell: { type: 'string' } } });
const [tenant, remote, target] = positionals;
if (!tenant || !remote || !target || positionals.length > 3) {
  console.error('usage: pnpm tenant:set <tenant> <remote> <version|channel|off> [--shell <shell build folder>]');
  process.exitCode = 2;
} else {
  const platformDir = join(root, 'config', 'platform');
  const result = tenantSet({
    tenant,
    remote,
    target,
    platformDir,
    findRelease: releaseFinder(storeDir(root), root),
    shellDir: values.shell ? resolve(process.env.INIT_CWD ?? process.cwd(), values.shell) : join(root, 'shell', 'dist'),
    shellPaths: shellRoutePaths(root),
  });
  if (result.ok) writeFileSync(join(platformDir, tenant, 'config.js'), result.source);
  (result.ok ? console.log : console.error)(result.text);
  process.exitCode = result.ok ? 0 : 1;
}
