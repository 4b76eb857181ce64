/**
 * INP-like latency of two interactions under the mobile profile, signed in, from Event Timing
 * (the longest event of each interaction, entries of 16 ms and more): typing an amount into
 * /swap's "You pay" field, and switching /quote's list from one tab to another. Each is the
 * worst of its interactions (the INP rule for a handful of them); null when none took 16 ms.
 */
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { mobileContext, throttle } from './mobile-profile';
import { tallyNetwork } from './network-tally';
import { forgetInteractions, installProbe, readProbe, settled, shownAt } from './page-probe';

export interface InteractionLatency {
  typeAmountMs: number | null;
  switchTabMs: number | null;
}

const AMOUNT = '1234.5';

/** Opens `url` throttled and waits until `selector` shows and the network has gone quiet. */
async function settledPage(page: Page, url: string, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await throttle(cdp);
  const network = tallyNetwork(cdp);
  await page.goto(url, { waitUntil: 'commit' });
  await shownAt(page, selector);
  await network.quiet(1000, 30_000);
}

/** The worst interaction of what `act` does. */
async function worstInteraction(page: Page, act: () => Promise<void>): Promise<number | null> {
  await settled(page);
  await forgetInteractions(page);
  await act();
  await settled(page);
  const { interactions } = await readProbe(page);
  return interactions.length > 0 ? Math.max(...interactions) : null;
}

export async function measureInteractions(browser: Browser, base: string, storageState: BrowserContextOptions['storageState']): Promise<InteractionLatency> {
  const context = await browser.newContext({ ...mobileContext, storageState });
  try {
    const page = await context.newPage();
    await installProbe(page);

    await settledPage(page, `${base}/swap`, 'input');
    const amount = page.getByRole('textbox', { name: 'You pay' });
    await amount.tap();
    const typeAmountMs = await worstInteraction(page, () => amount.pressSequentially(AMOUNT));

    // Signed in, /quote opens on the favourites; Spot is the tab switched to.
    await settledPage(page, `${base}/quote`, '[data-testid="quote-tab-spot"]');
    const switchTabMs = await worstInteraction(page, async () => {
      await page.getByTestId('quote-tab-spot').tap();
      await shownAt(page, '[data-testid="quote-list"] [data-testid^="quote-row-"]');
    });
    return { typeAmountMs, switchTabMs };
  } finally {
    await context.close();
  }
}
