/**
 * A copy of the built platform for a long benchmark to serve: the shell's build and every remote
 * release the CDN would find (the release store, then each remote's workspace build as the release
 * of its package version, as cdn/src/release-store.ts looks them up). A rebuild of the workspace
 * while the bench runs (hashed file names change, folders are emptied) then cannot pull files
 * from under a measured page.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { root } from './bench-platform';

export interface BuildSnapshot {
  /** The environment that makes the static host serve the copy (SHELL_DIR is relative to the repo). */
  env: { SHELL_DIR: string; RELEASES_DIR: string };
  remove(): void;
}

/** Newest modification time under `dir` (ms). */
function newest(dir: string): number {
  let latest = statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

/** Source maps are never fetched by a page: not worth copying. */
const copy = (from: string, to: string) => cpSync(from, to, { recursive: true, filter: (path) => !path.endsWith('.map') });

function copyOnce(shellDir: string, into: string): string[] {
  const sources = [join(root, shellDir)];
  copy(sources[0]!, join(into, 'shell'));
  const store = process.env.RELEASES_DIR || join(root, 'releases');
  if (existsSync(store)) {
    sources.push(store);
    copy(store, join(into, 'releases'));
  }
  for (const remote of readdirSync(join(root, 'remotes'))) {
    const dist = join(root, 'remotes', remote, 'dist');
    if (!existsSync(join(dist, 'mf-manifest.json'))) continue;
    const { version } = JSON.parse(readFileSync(join(root, 'remotes', remote, 'package.json'), 'utf8')) as { version: string };
    const release = join(into, 'releases', remote, version);
    if (existsSync(release)) continue;
    sources.push(dist);
    copy(dist, release);
  }
  return sources;
}

/**
 * Copies the build whose shell is `shellDir` (relative to the repo). A build written while it was
 * being copied (a file changed after the copy began, or vanished) is copied again.
 */
export function snapshotBuild(shellDir = join('shell', 'dist')): BuildSnapshot {
  for (let attempt = 1; ; attempt++) {
    const into = mkdtempSync(join(tmpdir(), 'atrium-bench-build-'));
    const began = Date.now();
    try {
      const sources = copyOnce(shellDir, into);
      if (sources.every((source) => newest(source) < began)) {
        return { env: { SHELL_DIR: relative(root, join(into, 'shell')), RELEASES_DIR: join(into, 'releases') }, remove: () => rmSync(into, { recursive: true, force: true }) };
      }
    } catch (error) {
      if (attempt >= 5) throw error;
    }
    rmSync(into, { recursive: true, force: true });
    if (attempt >= 5) throw new Error(`the build under ${shellDir} kept changing while it was copied`);
    // A build is being written: wait for it to finish before copying again.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5000);
  }
}
