/**
 * The shell's idle preloading on a cold /home, as a visitor pays for it: the compressed bytes it
 * fetches after the page's load (the cap is 100 KB a visit, also a line of `pnpm budget`), and
 * what it fetches on Save-Data and on 2G (nothing). Bytes do not depend on the CPU or the
 * network's speed: measured unthrottled, in the bench's phone-sized context.
 */
import type { Browser } from 'playwright-core';
import { recordHomeLoad, SERVICE_WORKERS, type Connection } from './budget/home-first-load';
import { mobileContext } from './mobile-profile';

export interface IdlePreloads {
  /** Compressed bytes the idle preloading of one visit fetched. */
  bytes: number;
  /** Requests it made on Save-Data and on 2G (both should be 0). */
  saveDataRequests: number;
  twoGRequests: number;
}

async function visit(browser: Browser, base: string, connection?: Connection) {
  const context = await browser.newContext({ ...mobileContext, serviceWorkers: SERVICE_WORKERS });
  try {
    return await recordHomeLoad(await context.newPage(), `${base}/home`, connection);
  } finally {
    await context.close();
  }
}

export async function measureIdlePreloads(browser: Browser, base: string): Promise<IdlePreloads> {
  const normal = await visit(browser, base);
  const saveData = await visit(browser, base, 'save-data');
  const twoG = await visit(browser, base, '2g');
  return {
    bytes: normal.idlePreloads.reduce((sum, file) => sum + file.bytes, 0),
    saveDataRequests: saveData.idlePreloads.length,
    twoGRequests: twoG.idlePreloads.length,
  };
}
