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
import { CONNECTION_SCRIPTS, isIdlePreload } from './budget/home-first-load';

/** A screen to load, and an element that only shows once its remote has drawn its content. */
export interface Screen {
  path: string;
  content: string;
  signedIn: boolean;
  /** The remote whose page it is (its files are the page's own; other remotes' are preloads); none for a shell page. */
  remote?: string;
}

/**
 * A load's figures. `jsGzipBytes` and `scripts` are the page's own code (ownCode), the same for
 * its cold and warm load; `requests` and `networkRequests` are the load's own.
 */
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
/**
 * The own-code count waits longer: a page's late code (/detail's chart, asked for once its
 * candles are in) can follow a second of quiet, and it is still the page's. Only bytes are read
 * from that load, so the wait costs time, not accuracy.
 */
const OWN_CODE_QUIET_MS = 3000;
const MAX_WAIT_MS = 30_000;

async function load(context: BrowserContext, url: string, { content, remote }: Screen, quietMs = QUIET_MS): Promise<LoadMeasure> {
  const page = await context.newPage();
  await installProbe(page);
  const cdp = await context.newCDPSession(page);
  await throttle(cdp);
  const pageOrigin = new URL(url).origin;
  const network = tallyNetwork(cdp, (file) => isIdlePreload(file, pageOrigin, remote));
  await page.goto(url, { waitUntil: 'commit' });
  await shownAt(page, content);
  const quietSince = await network.quiet(quietMs, MAX_WAIT_MS);
  const readAt = Date.now();
  const probe = await readProbe(page);
  const quietOnPageClock = probe.now - (readAt - quietSince);
  const fcp = probe.fcp ?? 0;
  const tbtMs = probe.longTasks.filter((task) => task.start >= fcp && task.start < quietOnPageClock).reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
  const measure = { fcpMs: probe.fcp, lcpMs: probe.lcp, cls: probe.cls, tbtMs, ...network.tally() };
  await page.close();
  return measure;
}

const contextFor = (browser: Browser, screen: Screen, storageState: BrowserContextOptions['storageState']) =>
  browser.newContext({ ...mobileContext, storageState: screen.signedIn ? storageState : undefined });

/**
 * The scripts the page itself runs until its content shows, counted on a cold load on Save-Data,
 * where the shell's idle preloading stays away (shell/src/federation/preload-scheduler.ts).
 * Counted on an ordinary load, the monolith's preloads (other routes' chunks, from the page's
 * own origin, and sometimes the first to ask for a chunk the page needs too) could not be told
 * from the page's own lazy code by URL or by initiator; here there are none to tell apart, in
 * either build.
 */
async function ownCode(browser: Browser, base: string, screen: Screen, storageState: BrowserContextOptions['storageState']): Promise<Pick<Tally, 'jsGzipBytes' | 'scripts'>> {
  const context = await contextFor(browser, screen, storageState);
  try {
    await context.addInitScript({ content: CONNECTION_SCRIPTS['save-data'] });
    const { jsGzipBytes, scripts } = await load(context, `${base}${screen.path}`, screen, OWN_CODE_QUIET_MS);
    return { jsGzipBytes, scripts };
  } finally {
    await context.close();
  }
}

/**
 * One cold and one warm load of the screen at `base` in a context of its own (signed in with
 * `storageState`), with the page's own code counted on a third, cold load (ownCode).
 */
export async function measureLoads(browser: Browser, base: string, screen: Screen, storageState: BrowserContextOptions['storageState']): Promise<LoadPair> {
  const context = await contextFor(browser, screen, storageState);
  try {
    const cold = await load(context, `${base}${screen.path}`, screen);
    const warm = await load(context, `${base}${screen.path}`, screen);
    const own = await ownCode(browser, base, screen, storageState);
    return { cold: { ...cold, ...own }, warm: { ...warm, ...own } };
  } finally {
    await context.close();
  }
}
