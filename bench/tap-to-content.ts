/**
 * Remote navigation as a user feels it: on /home, once it has settled, a tap on the Markets tab
 * (the trading remote, not yet loaded for this screen) until the first row of the quote list
 * shows. With the shell's idle preloading (the default), and without it: Save-Data, which the
 * preloader honours (shell/src/federation/preload-remotes.ts), so only the finger on the tab
 * starts the remote's download.
 */
import type { Browser } from 'playwright-core';
import { mobileContext, throttle } from './mobile-profile';
import { tallyNetwork } from './network-tally';
import { installProbe, readProbe, shownAt } from './page-probe';

export type Preloading = 'preloaded' | 'notPreloaded';

const SAVE_DATA = `Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true }) });`;
const HOME_CONTENT = '[data-testid="coin-btcusdt"]';
const QUOTE_CONTENT = '[data-testid="quote-list"] [data-testid^="quote-row-"]';

/**
 * Milliseconds from the tap (its pointerdown) to the quote list's first row on screen (or to
 * `content`: the floor probe's page, which a tenant of the bench runs at /quote).
 */
export async function measureTapToContent(browser: Browser, base: string, preloading: Preloading, content = QUOTE_CONTENT): Promise<number> {
  const context = await browser.newContext(mobileContext);
  try {
    const page = await context.newPage();
    await installProbe(page);
    if (preloading === 'notPreloaded') await page.addInitScript({ content: SAVE_DATA });
    const cdp = await context.newCDPSession(page);
    await throttle(cdp);
    const network = tallyNetwork(cdp);
    await page.goto(`${base}/home`, { waitUntil: 'commit' });
    await shownAt(page, HOME_CONTENT);
    // Settled: whatever idle preloading was going to fetch has been fetched.
    await network.quiet(1000, 30_000);
    const contentShown = shownAt(page, content);
    await page.getByRole('navigation', { name: /main sections/i }).getByRole('link', { name: /markets/i }).tap();
    const shown = await contentShown;
    const { tapAt } = await readProbe(page);
    if (tapAt === null) throw new Error('the tap on Markets was not seen by the page');
    return shown - tapAt;
  } finally {
    await context.close();
  }
}
