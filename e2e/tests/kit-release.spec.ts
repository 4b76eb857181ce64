import { expect, test } from '@playwright/test';
import { cpSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RELEASES_DIR, REPO } from '../playwright.config';
import { dev } from './support';
import { contentWorkingCopy, pnpm, promoteContent, removeReleases, removeWorkingCopy, runVersion } from './release-support';

// The test builds a remote (a few seconds; more on a busy 2-core machine).
test.describe.configure({ timeout: 180_000 });
test.beforeEach(async ({ request }) => dev.reset(request));

const published: string[] = [];
const copies: string[] = [];
test.afterAll(() => {
  removeReleases('content', published);
  copies.forEach(removeWorkingCopy);
});

/**
 * A changed copy of packages/kit beside the remote's working copy (`.release-work/<name>/`, the
 * depth of packages/kit, so its links into the workspace's node_modules still reach them, and
 * its links to the other @atrium packages are pointed back at packages/): a new version
 * whose `useAsync` also says, in the console, that it runs.
 */
function changedKit(name: string, version: string, mark: string): string {
  const dir = join(REPO, '.release-work', name);
  rmSync(dir, { recursive: true, force: true });
  cpSync(join(REPO, 'packages', 'kit'), dir, { recursive: true, verbatimSymlinks: true, filter: (path) => !/[/\\]\.vite-temp$/.test(path) });
  // Its links to the other workspace packages are siblings' (`../../../i18n`): point them at packages/.
  const workspaceLinks = join(dir, 'node_modules', '@atrium');
  for (const pkg of readdirSync(workspaceLinks)) {
    rmSync(join(workspaceLinks, pkg), { force: true });
    symlinkSync(join(REPO, 'packages', pkg), join(workspaceLinks, pkg));
  }
  const pkgFile = join(dir, 'package.json');
  writeFileSync(pkgFile, JSON.stringify({ ...JSON.parse(readFileSync(pkgFile, 'utf8')), version }, null, 2));
  const hookFile = join(dir, 'src', 'hooks', 'use-async.ts');
  const hook = readFileSync(hookFile, 'utf8');
  const body = '): AsyncResult<T> {\n';
  if (!hook.includes(body)) throw new Error('useAsync has changed shape: update this test');
  writeFileSync(hookFile, hook.replace(body, `${body}  useEffect(() => console.info(${JSON.stringify(mark)}), []);\n`));
  return dir;
}

test('a kit change released with one remote loads beside the remotes built with the old kit, none quarantined', async ({ page }) => {
  const version = runVersion(2);
  const mark = `kit 1.1.0 in content ${version}`;
  const kit = changedKit(`kit-${version}`, '1.1.0', mark);
  copies.push(kit);
  // The content team's copy, same contract range, built against the changed kit.
  const copy = contentWorkingCopy(`content-${version}`, { version, helpTitle: 'Help Center, new kit' });
  copies.push(copy);
  const link = join(copy, 'node_modules', '@atrium', 'kit');
  rmSync(link, { force: true });
  symlinkSync(join('..', '..', '..', `kit-${version}`), link);

  const release = await pnpm(['release', 'content', '--dir', copy]);
  expect(release.output).toContain(`published content ${version}`);
  expect(release.code).toBe(0);
  published.push(version);

  // The kit is inside the release, not among what it asks the shell to share.
  const releaseDir = join(RELEASES_DIR, 'content', version);
  const manifest = JSON.parse(readFileSync(join(releaseDir, 'mf-manifest.json'), 'utf8')) as { shared: { name: string }[] };
  expect(manifest.shared.map((s) => s.name)).not.toContain('@atrium/kit');
  const scripts = readdirSync(releaseDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
  expect(scripts.some((file) => readFileSync(join(releaseDir, file), 'utf8').includes(mark))).toBe(true);

  const logs: string[] = [];
  page.on('console', (message) => logs.push(message.text()));
  await promoteContent(page, version);

  // The new content runs its own kit…
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help Center, new kit');
  await expect.poll(() => logs.includes(mark)).toBe(true);
  // …and a remote built with the old kit works beside it in the same document (the router
  // follows a history entry, as a link would; no reload).
  await page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
    history.pushState(null, '', '/quote');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByTestId('quote-tab-spot')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help Center, new kit');
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);

  // The gate held nothing back.
  await page.goto('/__platform');
  await expect(page.getByTestId('diag-remote-content')).toHaveAttribute('data-status', /registered|loaded/);
  for (const row of await page.locator('[data-testid^="diag-remote-"]').all()) {
    await expect(row).not.toHaveAttribute('data-status', /quarantined|failed/);
  }
});
