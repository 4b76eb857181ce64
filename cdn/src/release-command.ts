import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { alreadyPublished, publishRelease, ReleaseError, storeDir, storedRelease } from './release-store';

/**
 * `pnpm release <remote> [--dir <remote folder>]`: builds ONE remote for production and
 * publishes it as the immutable folder `<store>/<remote>/<version>/` the CDN origin serves
 * (README "Releasing a remote"). The version is the remote's package.json version. Nothing
 * else is built: the shell and the other remotes keep their files byte for byte.
 */
const root = join(import.meta.dirname, '..', '..');

/** The pnpm that runs this command (`pnpm release`), or the one on the PATH. */
const pnpm = (args: string[]): [string, string[]] => {
  const execPath = process.env.npm_execpath;
  return execPath && /pnpm\.c?js$/.test(execPath) ? [process.execPath, [execPath, ...args]] : ['pnpm', args];
};

function main(): number {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { dir: { type: 'string' } } });
  const [remote] = positionals;
  if (!remote || positionals.length > 1) {
    console.error('usage: pnpm release <remote> [--dir <remote source folder>]');
    return 2;
  }
  const dir = resolve(process.env.INIT_CWD ?? process.cwd(), values.dir ?? join(root, 'remotes', remote));
  if (!existsSync(join(dir, 'package.json'))) throw new ReleaseError(`${dir} has no package.json: is it a remote's folder?`);
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version?: string; atrium?: { remote?: string } };
  // The folder must be the remote it is released as: a typo must not publish one remote under another's name.
  if (pkg.atrium?.remote !== remote) {
    console.error(`release refused: ${dir} is the remote "${pkg.atrium?.remote ?? '(none)'}" (package.json atrium.remote), not "${remote}"`);
    return 1;
  }
  const version = String(pkg.version);
  const store = storeDir(root);
  // Refused before the build as well as at publishing: no one waits for a build that cannot ship.
  if (storedRelease(store, remote, version)) throw new ReleaseError(alreadyPublished(store, remote, version));
  console.log(`building ${remote} ${version} (${dir})`);
  const build = spawnSync(...pnpm(['--dir', dir, 'run', 'build']), { stdio: 'inherit' });
  if (build.status !== 0) {
    console.error(`release refused: the build of ${remote} failed (exit ${build.status ?? build.signal})`);
    return 1;
  }
  const target = publishRelease(store, remote, version, join(dir, 'dist'));
  console.log(`published ${remote} ${version} → ${target}`);
  console.log(`point a tenant at it: remotes.${remote}.version = '${version}' (or a channel's ${remote}) in config/platform/<tenant>/config.js`);
  return 0;
}

try {
  process.exitCode = main();
} catch (error) {
  console.error(error instanceof ReleaseError ? `release refused: ${error.message}` : error);
  process.exitCode = 1;
}
