import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { BASE_URL, PORT } from '../playwright.config';
import { dev, DEMO, shortRemoteTimeout } from './support';
import { expectFallback, follow, otherTab, REMOTE_CASES, setCdnFault, tabBar, type CdnFault } from './remote-fault-support';

/**
 * Fault isolation, remote by remote (issue 11 item 1): each of the six remotes is broken in four
 * ways at the CDN (cdn/src/remote-faults.ts) before the app boots, then opened from /home. Its
 * screen shows the translated fallback with Retry, the shell and the tab bar stay, another
 * remote's tab works, and once the fault is off, Retry shows the remote's screen.
 *
 * The render fault is injected by the CDN rather than by editing the remote: it serves the real
 * remoteEntry.js followed by a wrapper whose `./routes` pages load, then throw when React renders
 * them. Nothing of the shell is touched, so what is tested is the shell's own boundary.
 */
const FAULTS: { mode: CdnFault; title: string }[] = [
  { mode: '404', title: 'its manifest answers 404' },
  { mode: 'entry-hang', title: 'its entry never answers' },
  { mode: 'script-error', title: 'its scripts throw while loading' },
  { mode: 'render-error', title: 'its page throws while rendering' },
];

/** The entry's wait: the tenant's 15 s would make each hang case wait 15 s twice. */
const HANG_TIMEOUT_MS = 4000;

/** The signed-in demo user's storage, one file per e2e port. */
const STATE = join(tmpdir(), `atrium-remote-faults-${PORT}.json`);

// One sign-in for the whole file (the session is in local storage); each test gets a new context
// from it. Made by hand: the test fixtures would read the storage file before it exists.
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage({ baseURL: BASE_URL, storageState: { cookies: [], origins: [] } });
  await dev.reset(page.request);
  await page.goto('/sign-in');
  await page.getByRole('textbox', { name: /username/i }).fill(DEMO.username);
  await page.getByLabel(/^password$/i).fill(DEMO.password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.context().storageState({ path: STATE });
  await page.context().close();
});
test.use({ storageState: STATE });

test.afterEach(async ({ request }) => {
  for (const { remote } of REMOTE_CASES) await setCdnFault(request, remote, 'none');
});

for (const target of REMOTE_CASES) {
  for (const fault of FAULTS) {
    test(`${target.remote}: ${fault.title} → fallback, the rest works, retry recovers`, async ({ page, request }) => {
      if (fault.mode === 'entry-hang') await shortRemoteTimeout(page, HANG_TIMEOUT_MS);
      await setCdnFault(request, target.remote, fault.mode);
      const other = otherTab(target.remote);

      await page.goto('/home');
      await expect(tabBar(page)).toBeVisible();
      await follow(page, target.path);
      await expectFallback(page);
      if (target.tab) await expect(tabBar(page)).toBeVisible();

      // The shell and the other remotes keep working: home, then another remote's tab.
      await page.goBack();
      await expect(page).toHaveURL(/\/home$/);
      await follow(page, other.path, tabBar(page));
      await expect(other.proof(page)).toBeVisible();

      // Back to the broken screen: still its fallback; the remote comes back, Retry shows it.
      await follow(page, '/home', tabBar(page));
      await follow(page, target.path);
      const fallback = await expectFallback(page);
      await setCdnFault(request, target.remote, 'none');
      await fallback.getByRole('button').click();
      await expect(target.proof(page)).toBeVisible();
      await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
    });
  }
}
