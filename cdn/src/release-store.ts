import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The release store: one immutable folder per published release, `<store>/<remote>/<version>/`
 * (ARCHITECTURE "Releasing"). `pnpm release` writes it, the CDN origin serves it, `pnpm
 * release:check` reads it. The folder is RELEASES_DIR, `<repo>/releases` by default.
 */
export const storeDir = (root: string, env: NodeJS.ProcessEnv = process.env): string => env.RELEASES_DIR || join(root, 'releases');

/** A remote's name as it appears in a URL and a folder name: nothing that could climb out of the store. */
export const REMOTE_NAME = /^[a-z0-9][a-z0-9-]*$/;
/** A release version (semver with an optional pre-release tag), the same rule as the tenant config reader's. */
export const RELEASE_VERSION = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;

/** The files without which a folder is no release: the shell reads all three. */
export const RELEASE_FILES = ['mf-manifest.json', 'remoteEntry.js', 'routes.json'] as const;

export class ReleaseError extends Error {
  override name = 'ReleaseError';
}

const isDir = (path: string) => existsSync(path) && statSync(path).isDirectory();

/** Where a release's files are: the store's folder, or `undefined` for a name or version that is not one. */
export function storedRelease(store: string, remote: string, version: string): string | undefined {
  if (!REMOTE_NAME.test(remote) || !RELEASE_VERSION.test(version)) return undefined;
  const dir = join(store, remote, version);
  return isDir(dir) ? dir : undefined;
}

/**
 * The workspace's current build of a remote (`remotes/<name>/dist`) as the release of its
 * package version: what `npm start` serves before anyone publishes a release.
 */
export function workspaceBuild(root: string, remote: string, version: string): string | undefined {
  if (!REMOTE_NAME.test(remote) || !RELEASE_VERSION.test(version)) return undefined;
  const dir = join(root, 'remotes', remote);
  try {
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version?: unknown };
    return pkg.version === version && existsSync(join(dir, 'dist', 'mf-manifest.json')) ? join(dir, 'dist') : undefined;
  } catch {
    return undefined;
  }
}

/** Finds a release's folder: the store first, then the workspace's build of that version. Looked up per call. */
export type ReleaseFinder = (remote: string, version: string) => string | undefined;

export const releaseFinder =
  (store: string, root: string): ReleaseFinder =>
  (remote, version) =>
    storedRelease(store, remote, version) ?? workspaceBuild(root, remote, version);

export const alreadyPublished = (store: string, remote: string, version: string) =>
  `${remote} ${version} is already published (${join(store, remote, version)}); a release never changes: raise the version in package.json`;

/**
 * Publishes a built folder as `<store>/<remote>/<version>/`: copied into a temporary folder of
 * the store first, then renamed into place (one atomic step on one file system), so the CDN
 * never serves a half-copied release. An existing version is refused: a release never changes.
 */
export function publishRelease(store: string, remote: string, version: string, builtDir: string): string {
  if (!REMOTE_NAME.test(remote)) throw new ReleaseError(`"${remote}" is not a remote name`);
  if (!RELEASE_VERSION.test(version)) throw new ReleaseError(`"${version}" is not a release version (like 1.2.0 or 2.0.0-beta.1)`);
  const missing = RELEASE_FILES.filter((file) => !existsSync(join(builtDir, file)));
  if (missing.length > 0) throw new ReleaseError(`the build in ${builtDir} has no ${missing.join(', ')}`);
  const target = join(store, remote, version);
  const refuse = () => new ReleaseError(alreadyPublished(store, remote, version));
  if (existsSync(target)) throw refuse();
  mkdirSync(join(store, remote), { recursive: true });
  const temporary = join(store, remote, `.${version}.partial-${process.pid}-${Date.now()}`);
  try {
    cpSync(builtDir, temporary, { recursive: true });
    // rename onto an existing non-empty folder fails, so a release published meanwhile is never replaced.
    if (existsSync(target)) throw refuse();
    renameSync(temporary, target);
  } catch (error) {
    rmSync(temporary, { recursive: true, force: true });
    if (error instanceof ReleaseError) throw error;
    if (existsSync(target)) throw refuse();
    throw error;
  }
  return target;
}
