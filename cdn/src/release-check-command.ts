import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { releaseVerdict } from './release-check';
import { releaseFinder, storeDir } from './release-store';

/**
 * `pnpm release:check <remote> <version> <tenant> [--shell <shell build folder>]`: can this
 * release go live for this tenant with the deployed shell? Prints the verdict; exit 0 for yes,
 * 1 for no (README "Releasing a remote").
 */
const root = join(import.meta.dirname, '..', '..');
const { values, positionals } = parseArgs({ allowPositionals: true, options: { shell: { type: 'string' } } });
const [remote, version, tenant] = positionals;
if (!remote || !version || !tenant || positionals.length > 3) {
  console.error('usage: pnpm release:check <remote> <version> <tenant> [--shell <shell build folder>]');
  process.exitCode = 2;
} else {
  const verdict = releaseVerdict({
    remote,
    version,
    tenant,
    findRelease: releaseFinder(storeDir(root), root),
    shellDir: values.shell ? resolve(process.env.INIT_CWD ?? process.cwd(), values.shell) : join(root, 'shell', 'dist'),
    platformDir: join(root, 'config', 'platform'),
  });
  console.log(verdict.text);
  process.exitCode = verdict.go ? 0 : 1;
}
