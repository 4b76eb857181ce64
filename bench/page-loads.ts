/**
 * Cold and warm loads of one screen under the mobile profile: a fresh browser context (empty
 * caches) loads it, then a second page in the same context loads it again. Each load is measured
 * until the screen's own content shows and then the network has been quiet for a second (quiet
 * alone comes too early: a slowed CPU parsing a remote leaves the network idle for seconds).
 */
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { mobileContext, throttle } from './mobile-profile';
import { tallyNetwork, type Tally } from './network-tally';
import { installProbe, readProbe, shownAt } from './page-probe';
// The shell's idle preloading starts with this chunk: later requests are other remotes', not this page's.
import { isIdlePreload } from './budget/home-first-load';

/** A screen to load, and an element that only shows once its remote has drawn its content. */
export interface Screen {
  path: string;
  content: string;
  signedIn: boolean;
  /** The remote whose page it is (its files are the page's own; other remotes' are preloads); none for a shell page. */
  remote?: string;
}

export interface LoadMeasure extends Tally {
  fcpMs: number | null;
  lcpMs: number | null;
  cls: number;
  /** Sum over long tasks after FCP, until the network went quiet, of what each took past 50 ms. */
  tbtMs: number;
}

export interface LoadPair {
  cold: LoadMeasure;
  warm: LoadMeasure;
}

const QUIET_MS = 1000;
const MAX_WAIT_MS = 30_000;

async function load(context: BrowserContext, url: string, { content, remote }: Screen): Promise<LoadMeasure> {
  const page = await context.newPage();
  await installProbe(page);
  const cdp = await context.newCDPSession(page);
  await throttle(cdp);
  const pageOrigin = new URL(url).origin;
  const network = tallyNetwork(cdp, (file) => isIdlePreload(file, pageOrigin, remote));
  await page.goto(url, { waitUntil: 'commit' });
  await shownAt(page, content);
  const quietSince = await network.quiet(QUIET_MS, MAX_WAIT_MS);
  const readAt = Date.now();
  const probe = await readProbe(page);
  const quietOnPageClock = probe.now - (readAt - quietSince);
  const fcp = probe.fcp ?? 0;
  const tbtMs = probe.longTasks.filter((task) => task.start >= fcp && task.start < quietOnPageClock).reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
  const measure = { fcpMs: probe.fcp, lcpMs: probe.lcp, cls: probe.cls, tbtMs, ...network.tally() };
  await page.close();
  return measure;
}

/** One cold and one warm load of the screen at `base` in a context of its own (signed in with `storageState`). */
export async function measureLoads(browser: Browser, base: string, screen: Screen, storageState: BrowserContextOptions['storageState']): Promise<LoadPair> {
  const context = await browser.newContext({ ...mobileContext, storageState: screen.signedIn ? storageState : undefined });
  try {
    const cold = await load(context, `${base}${screen.path}`, screen);
    const warm = await load(context, `${base}${screen.path}`, screen);
    return { cold, warm };
  } finally {
    await context.close();
  }
}
