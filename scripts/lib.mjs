// @ts-check
/** Small helpers shared by the root scripts: run a command, find pnpm, install what is missing. */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const root = join(import.meta.dirname, '..');
export const PNPM_VERSION = '10.34.9';
const localPnpm = join(root, '.cache', 'pnpm', 'node_modules', '.bin', 'pnpm');

/** @param {string} message */
export const say = (message) => console.log(`\n▶ ${message}`);

/**
 * Runs a command with inherited output; rejects on a non-zero exit.
 * @param {string} command @param {string[]} args @param {import('node:child_process').SpawnOptions} [options]
 */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve(undefined) : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`)),
    );
  });
}

/** @param {string} command @param {string[]} args */
const quietly = (command, args) => spawnSync(command, args, { cwd: root, encoding: 'utf8' });

/** The pnpm binary to use: a global pnpm 10, or one installed into .cache when npm cannot install globally. */
function findPnpm() {
  for (const candidate of ['pnpm', localPnpm]) {
    const probe = quietly(candidate, ['--version']);
    if (probe.status === 0 && probe.stdout.trim().startsWith('10.')) return candidate;
  }
  return null;
}

/** Installs pnpm 10 when missing (corepack cannot: the registry serves no signatures), then the workspace's dependencies. */
export async function ensureDependencies() {
  let pnpm = findPnpm();
  if (!pnpm) {
    say(`installing pnpm ${PNPM_VERSION}`);
    const global = quietly('npm', ['install', '--global', `pnpm@${PNPM_VERSION}`]);
    pnpm = global.status === 0 ? findPnpm() : null;
    if (!pnpm) {
      await run('npm', ['install', '--no-save', '--prefix', join(root, '.cache', 'pnpm'), `pnpm@${PNPM_VERSION}`]);
      pnpm = localPnpm;
    }
  }
  say('installing dependencies');
  await run(pnpm, ['install', '--frozen-lockfile', '--prefer-offline']);
  return pnpm;
}

/** @param {string} bin */
export const hasCommand = (bin) => quietly('sh', ['-c', `command -v ${bin}`]).status === 0;

/** @param {string} name */
export const debianPackageInstalled = (name) =>
  quietly('dpkg-query', ['-W', '-f=${Status}', name]).stdout?.includes('ok installed') ?? false;

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * Installs Debian packages that are missing (the browser tests' chromium and fonts, PostgreSQL
 * for the server's tests). Needs root, as on CI and the developers' machines.
 * @param {{ name: string; present: () => boolean }[]} packages
 */
export async function ensureDebianPackages(packages) {
  const missing = packages.filter((p) => !p.present()).map((p) => p.name);
  if (missing.length === 0) return;
  if (!isRoot()) throw new Error(`missing system packages: ${missing.join(', ')} (install them with apt-get as root)`);
  say(`installing ${missing.join(', ')}`);
  await run('apt-get', ['update', '-qq']);
  await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

export const fileExists = (/** @type {string} */ path) => existsSync(path);
