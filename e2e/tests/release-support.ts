import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Page } from '@playwright/test';
import { RELEASES_DIR, REPO } from '../playwright.config';

/** A version no earlier run used: the release store refuses to publish one twice. */
export const runVersion = (major: number) => `${major}.0.0-e2e.${Date.now()}`;

/**
 * A remote team's working copy of remotes/content, with its own version and edits. It sits at
 * the same depth as remotes/content (`.release-work/<name>/`), so pnpm's relative node_modules
 * links still reach the workspace's packages.
 */
export function contentWorkingCopy(name: string, edit: { version: string; contract?: string; helpTitle?: string }): string {
  const source = join(REPO, 'remotes', 'content');
  const dir = join(REPO, '.release-work', name);
  rmSync(dir, { recursive: true, force: true });
  cpSync(source, dir, { recursive: true, verbatimSymlinks: true, filter: (path) => !/[/\\](dist|\.vite-temp)$/.test(path) });
  const pkgFile = join(dir, 'package.json');
  const pkg = JSON.parse(readFileSync(pkgFile, 'utf8'));
  pkg.version = edit.version;
  if (edit.contract) pkg.atrium.contract = edit.contract;
  writeFileSync(pkgFile, JSON.stringify(pkg, null, 2));
  if (edit.helpTitle) {
    const enFile = join(dir, 'src', 'i18n', 'en.json');
    writeFileSync(enFile, JSON.stringify({ ...JSON.parse(readFileSync(enFile, 'utf8')), title_help: edit.helpTitle }, null, 2));
  }
  return dir;
}

export const removeWorkingCopy = (dir: string) => rmSync(dir, { recursive: true, force: true });

/** Removes the releases a run published, so the per-port store does not grow run after run. */
export const removeReleases = (remote: string, versions: string[]) =>
  versions.forEach((version) => rmSync(join(RELEASES_DIR, remote, version), { recursive: true, force: true }));

/** The pnpm running these tests (`pnpm e2e`; it may not be on the PATH), or the one on the PATH. */
const execPath = process.env.npm_execpath;
const [PNPM, PNPM_ARGS] = execPath && /pnpm\.c?js$/.test(execPath) ? [process.execPath, [execPath]] : ['pnpm', []];

/** Runs `pnpm <args>` at the repository root against the test server's release store. */
export function pnpm(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(PNPM, [...PNPM_ARGS, '--silent', ...args], { cwd: REPO, env: { ...process.env, RELEASES_DIR } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** sha256 of every file under a folder, by path relative to it. */
export function hashTree(dir: string): Record<string, string> {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return Object.fromEntries(
    entries.map((entry) => {
      const file = join(entry.parentPath, entry.name);
      return [relative(dir, file), createHash('sha256').update(readFileSync(file)).digest('hex')];
    }),
  );
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Serves the tenant config with the `stable` channel's content release set to `version`: the
 * config change a tenant makes to promote a release (or roll back to an earlier one), as the
 * browser sees it.
 */
export async function promoteContent(page: Page, version: string) {
  await page.unroute('**/platform/*/config.js*');
  await page.route('**/platform/*/config.js*', async (route) => {
    const response = await route.fetch();
    const config = await response.text();
    const stableContent = /(stable: \{ content: )'[^']*'/;
    if (!stableContent.test(config)) throw new Error('the tenant config names no stable content release to replace');
    const body = config.replace(stableContent, `$1'${version}'`);
    await route.fulfill({ response, body });
  });
}
