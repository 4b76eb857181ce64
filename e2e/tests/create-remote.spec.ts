import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { PORT as E2E_PORT, REPO } from '../playwright.config';
import { DEMO } from './support';

/**
 * A new team from nothing to live, on a copy of the workspace (issue 23): `pnpm create-remote
 * rewards`, `pnpm release rewards`, `pnpm tenant:set atrium rewards 1.0.0`, and the copy served
 * on a port of its own. The shell's build is the one `pnpm build` left in this workspace, copied,
 * and must not change by a byte.
 */
/** The copy's ports, in the run's own range: shell PORT + 5, its CDN + 6, its API + 7 (the run's own API is + 10). */
const PORT = E2E_PORT + 5;
const ATRIUM = `http://localhost:${PORT}`;
const HARBOR = `http://harbor.localhost:${PORT}`;


test.describe.configure({ mode: 'serial', timeout: 300_000 });

let copy = '';
let releases = '';
let server: ChildProcess | undefined;
let shellBefore: Record<string, string> = {};

/** Runs a command in the copy; it must succeed. */
function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd: copy, encoding: 'utf8', env: { ...process.env, RELEASES_DIR: releases } });
  expect(result.status, `${command} ${args.join(' ')}\n${result.stdout}\n${result.stderr}`).toBe(0);
  return result.stdout;
}

/** sha256 of every file under `dir`, by relative path. */
function hashes(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder)) {
      const path = join(folder, entry);
      if (statSync(path).isDirectory()) walk(path);
      else out[relative(dir, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  };
  walk(dir);
  return out;
}

/** The workspace's files (tracked, and new ones not ignored) and its builds, into a temporary folder. */
function copyWorkspace(): string {
  const target = mkdtempSync(join(tmpdir(), 'atrium-create-remote-'));
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: REPO, encoding: 'utf8' });
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    if (!existsSync(join(REPO, file))) continue;
    mkdirSync(dirname(join(target, file)), { recursive: true });
    cpSync(join(REPO, file), join(target, file));
  }
  const builds = ['shell', ...readdirSync(join(REPO, 'remotes')).map((remote) => `remotes/${remote}`)].map((app) => `${app}/dist`);
  for (const build of builds) if (existsSync(join(REPO, build))) cpSync(join(REPO, build), join(target, build), { recursive: true });
  return target;
}

async function startCopy() {
  const env = { ...process.env, PORT: String(PORT), API_PORT: String(PORT + 2), ATRIUM_MODE: 'development', DATA_DIR: 'memory', RELEASES_DIR: releases };
  server = spawn(process.execPath, ['scripts/serve.mjs'], { cwd: copy, env, stdio: 'ignore', detached: true });
  // Ready when the API answers through the static host (it migrates and seeds first), polled as npm start does.
  const health = () =>
    fetch(`${ATRIUM}/api/health`).then(
      (response) => (server?.exitCode === null ? response.status : -1),
      () => (server?.exitCode === null ? 0 : -1),
    );
  await expect.poll(health, { timeout: 120_000, message: 'the copy serves /api/health' }).toBe(200);
}

/** A signed-in demo user, as a returning visitor in `language`. */
async function signedIn(page: Page, request: APIRequestContext, language: string) {
  expect((await request.post(`${ATRIUM}/api/__dev/reset`, { data: { inbox: false } })).ok()).toBe(true);
  const login = await request.post(`${ATRIUM}/api/user/login`, { data: { signType: 3, loginName: DEMO.username, loginPassword: DEMO.password } });
  const token = ((await login.json()) as { data: { satoken: string } }).data.satoken;
  await page.addInitScript(
    ([session, lng]) => {
      localStorage.setItem('Atrium_TOKEN', session);
      localStorage.setItem('Atrium_LANGUAGE', lng);
    },
    [token, language] as const,
  );
}

test.beforeAll(() => {
  expect(existsSync(join(REPO, 'shell', 'dist', 'mf-manifest.json')), 'run pnpm build first').toBe(true);
  copy = copyWorkspace();
  releases = join(copy, 'releases');
  run('pnpm', ['install', '--offline']);
  shellBefore = hashes(join(copy, 'shell', 'dist'));
});

test.afterAll(() => {
  if (server?.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  if (copy) rmSync(copy, { recursive: true, force: true });
});

test('create-remote scaffolds a remote that passes its own checks, and release publishes it, the shell untouched', () => {
  expect(run('pnpm', ['create-remote', 'rewards'])).toContain('next: pnpm release rewards');
  // The scaffold as generated: its types, its unit tests (page and messages), the workspace's translation check.
  run(join(copy, 'node_modules', '.bin', 'tsc'), ['--noEmit', '-p', 'remotes/rewards/tsconfig.json']);
  run('pnpm', ['exec', 'vitest', 'run', '--project', 'rewards']);
  run('pnpm', ['i18n:check']);
  expect(run('pnpm', ['release', 'rewards'])).toContain('published rewards 1.0.0');
  expect(existsSync(join(releases, 'rewards', '1.0.0', 'routes.json'))).toBe(true);
  expect(hashes(join(copy, 'shell', 'dist'))).toEqual(shellBefore);
});

test('tenant:set atrium rewards 1.0.0: /rewards for a signed-in atrium user in English and Arabic, not on harbor', async ({ page, request }) => {
  expect(run('pnpm', ['tenant:set', 'atrium', 'rewards', '1.0.0'])).toContain('set: atrium runs rewards 1.0.0 (pinned)');
  expect(hashes(join(copy, 'shell', 'dist'))).toEqual(shellBefore);
  await startCopy();

  await page.goto(`${ATRIUM}/rewards`);
  await expect(page).toHaveURL(/\/sign-in/);

  await signedIn(page, request, 'en');
  await page.goto(`${ATRIUM}/rewards`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rewards');
  await expect(page.getByTestId('rewards-account')).toHaveText(`Signed in as ${DEMO.username}`);
  await expect(page.getByText('Nothing here yet')).toBeVisible();

  await page.evaluate(() => localStorage.setItem('Atrium_LANGUAGE', 'ar'));
  await page.addInitScript(() => localStorage.setItem('Atrium_LANGUAGE', 'ar'));
  await page.goto(`${ATRIUM}/rewards`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByTestId('rewards-account')).toHaveText(`تم تسجيل الدخول باسم ${DEMO.username}`);
  await expect(page.getByText('لا شيء هنا بعد')).toBeVisible();

  await page.goto(`${HARBOR}/rewards`);
  await expect(page).toHaveURL(`${HARBOR}/home`);
});

test('tenant:set atrium rewards off: /rewards falls to /home and nothing links to it', async ({ page, request }) => {
  expect(run('pnpm', ['tenant:set', 'atrium', 'rewards', 'off'])).toContain('set: atrium runs no rewards');
  await signedIn(page, request, 'en');
  await page.goto(`${ATRIUM}/rewards`);
  await expect(page).toHaveURL(`${ATRIUM}/home`);
  await expect(page.locator('a[href="/rewards"]')).toHaveCount(0);
  await page.goto(`${ATRIUM}/homeSidebar`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('a[href="/rewards"]')).toHaveCount(0);
  expect(hashes(join(copy, 'shell', 'dist'))).toEqual(shellBefore);
});
