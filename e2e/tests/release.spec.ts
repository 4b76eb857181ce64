import { expect, test, type Page, type Request } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { BASE_URL, CDN_URL, REPO } from '../playwright.config';
import { dev } from './support';
import { contentWorkingCopy, hashTree, pnpm, promoteContent, removeReleases, removeWorkingCopy, runVersion, sha256 } from './release-support';

// Each test builds a remote (a few seconds; more on a busy 2-core machine).
test.describe.configure({ timeout: 180_000 });
test.beforeEach(async ({ request }) => dev.reset(request));

const shellDist = join(REPO, 'shell', 'dist');
/** Every built file of the shell and of every remote of the workspace, by path. */
const workspaceBuilds = () =>
  Object.fromEntries(['shell', ...readdirSync(join(REPO, 'remotes')).map((name) => `remotes/${name}`)].map((dir) => [dir, hashTree(join(REPO, dir, 'dist'))]));
const published: string[] = [];
const copies: string[] = [];
test.afterAll(() => {
  removeReleases('content', published);
  copies.forEach(removeWorkingCopy);
});

/** Opens /help and returns the paths of the shell's own files the page fetched (not the API, the config or a remote). */
async function openHelp(page: Page): Promise<string[]> {
  const shellFiles = new Set<string>();
  const record = (url: string) => {
    const { origin, pathname } = new URL(url);
    if (origin === BASE_URL && /\.(js|css)$/.test(pathname) && !pathname.startsWith('/platform/')) shellFiles.add(pathname);
  };
  const onRequest = (request: Request) => record(request.url());
  page.on('request', onRequest);
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  page.off('request', onRequest);
  return [...shellFiles];
}

test('a new content release goes live and rolls back by tenant config alone; the shell stays byte-identical', async ({ page, request }) => {
  const version = runVersion(2);
  const shellBefore = hashTree(shellDist);
  const buildsBefore = workspaceBuilds();
  const v1Files = await openHelp(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help Center');

  const copy = contentWorkingCopy(`content-${version}`, { version, helpTitle: 'Help Center, new release' });
  copies.push(copy);
  const release = await pnpm(['release', 'content', '--dir', copy]);
  expect(release.output).toContain(`published content ${version}`);
  expect(release.code).toBe(0);
  published.push(version);

  // Promote: the stable channel of the tenant config names the new release.
  await promoteContent(page, version);
  const remoteEntries: string[] = [];
  page.on('request', (r) => r.url().startsWith(CDN_URL) && r.url().endsWith('/remoteEntry.js') && remoteEntries.push(r.url()));
  const v2Files = await openHelp(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help Center, new release');
  expect(remoteEntries).toContain(`${CDN_URL}/content/${version}/remoteEntry.js`);

  // Nothing else was rebuilt: every file of the shell and of the workspace's remotes is
  // byte-identical, and the page got the same shell entry files, with the same bytes.
  expect(hashTree(shellDist)).toEqual(shellBefore);
  expect(workspaceBuilds()).toEqual(buildsBefore);
  expect(v2Files.filter((path) => path.startsWith('/main.'))).toEqual(v1Files.filter((path) => path.startsWith('/main.')));
  expect(v2Files.length).toBeGreaterThan(0);
  for (const path of v2Files) {
    const served = await request.get(`${BASE_URL}${path}`);
    expect(sha256(await served.body()), path).toBe(shellBefore[path.slice(1)]);
  }

  // Roll back: the channel names 1.0.0 again.
  await promoteContent(page, '1.0.0');
  await openHelp(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help Center');

  // A release never changes: publishing the same version again is refused.
  const again = await pnpm(['release', 'content', '--dir', copy]);
  expect(again.code).toBe(1);
  expect(again.output).toContain(`content ${version} is already published`);
});

test('the pre-release check says no to a release built for another contract, and a tenant pointed at it anyway holds it back', async ({ page }) => {
  const version = runVersion(3);
  const copy = contentWorkingCopy(`content-${version}`, { version, contract: '^4.0.0' });
  copies.push(copy);
  const release = await pnpm(['release', 'content', '--dir', copy]);
  expect(release.code, release.output).toBe(0);
  published.push(version);

  const no = await pnpm(['release:check', 'content', version, 'atrium']);
  expect(no.output).toContain(`no: content ${version} cannot go live for atrium`);
  expect(no.output).toMatch(/@atrium\/platform contract: built for \^4\.0\.0, the shell implements 3\.\d+\.\d+/);
  expect(no.code).toBe(1);

  const yes = await pnpm(['release:check', 'content', '1.0.0', 'atrium']);
  expect(yes.output).toContain('yes: content 1.0.0 can go live for atrium');
  expect(yes.code).toBe(0);

  // Promoted regardless, the shell's gate quarantines it: a translated notice, the rest works.
  await promoteContent(page, version);
  await page.goto('/help');
  await expect(page.getByTestId('remote-quarantined')).toContainText('This section is being updated');
  await page.goto('/quote');
  await expect(page.getByTestId('quote-tab-spot')).toBeVisible();
});
