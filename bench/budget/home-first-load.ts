import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { launchChromium, servePlatform } from '../bench-platform';

export interface ScriptSize {
  url: string;
  bytes: number;
}

export interface HomeLoad {
  /** Every script fetched until the `load` event, gzip. */
  firstLoad: ScriptSize[];
  /**
   * What the shell's idle preloading fetched afterwards (its own chunk, then the remotes' files
   * from their origin): each body as sent, compressed (the in-app cap counts the same way, from
   * Resource Timing's encodedBodySize).
   */
  idlePreloads: ScriptSize[];
}

/** The shell's idle preloading starts with this chunk (shell/src/federation/preload-scheduler.ts). */
export const PRELOADER = /\/preload-remotes\.[0-9a-f]+\.js(\?|$)/;

/**
 * Whether a file a page at `pageOrigin` fetched is the shell's idle preloading rather than the
 * page's own load: the preloader's chunk, or a file of the releases' origin (`<remote>/<version>/…`,
 * cdn/src/release-store.ts) of a remote other than `ownRemote`, the remote whose page it is. The
 * page's own late reads and images are not preloads.
 */
export function isIdlePreload(fileUrl: string, pageOrigin: string, ownRemote?: string): boolean {
  if (PRELOADER.test(fileUrl)) return true;
  const url = new URL(fileUrl);
  return url.origin !== pageOrigin && url.pathname.split('/')[1] !== ownRemote;
}
/** The preloader starts within its idle timeout (3 s) after `load`; a busy CI machine gets ample slack. */
const PRELOADER_START_MS = 30_000;
/** The preloader fetches one remote after the other: quiet this long means it has finished. */
const QUIET_MS = 1500;

/** Resolves once no request of the page has been in flight for `quietMs`. */
function networkQuiet(page: Page, quietMs: number): Promise<void> {
  let inFlight = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return new Promise((resolve) => {
    const settle = () => {
      clearTimeout(timer);
      if (inFlight === 0) timer = setTimeout(resolve, quietMs);
    };
    page.on('request', () => {
      inFlight++;
      clearTimeout(timer);
    });
    const done = () => {
      inFlight = Math.max(0, inFlight - 1);
      settle();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    settle();
  });
}

/**
 * Once the app's service worker is active it makes the remotes' requests itself, where the page's
 * network events no longer see their sizes: the byte counts are taken without it.
 */
export const SERVICE_WORKERS = 'block' as const;

/** A connection the preloader must stay away from, as the page's `navigator.connection` says. */
export type Connection = 'save-data' | '2g';

/** An init script that makes the page's `navigator.connection` say `connection`. */
export const CONNECTION_SCRIPTS: Record<Connection, string> = {
  'save-data': `Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true, effectiveType: '4g' }) });`,
  '2g': `Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: false, effectiveType: '2g' }) });`,
};
/** Past the preloader's idle timeout (3 s) and its chunk's round trip: had it started, it would have been seen. */
const STAYED_AWAY_QUIET_MS = 5000;

/**
 * Opens `url` (/home) in `page` and records the gzip size of every script fetched until the
 * `load` event, then of everything the shell's idle preloading fetches (from its chunk's request
 * until the network is quiet). On a `connection` the preloader must stay away from, waits for the
 * network to be quiet past the preloader's idle timeout instead: `idlePreloads` lists whatever it
 * fetched anyway (nothing, when it behaves).
 */
export async function recordHomeLoad(page: Page, url: string, connection?: Connection): Promise<HomeLoad> {
  if (connection) await page.addInitScript({ content: CONNECTION_SCRIPTS[connection] });
  const firstLoad: ScriptSize[] = [];
  const idlePreloads: ScriptSize[] = [];
  let phase: 'load' | 'between' | 'preloading' = 'load';
  let preloaderSeen: () => void = () => undefined;
  const preloaderStarted = new Promise<void>((resolve) => (preloaderSeen = resolve));
  const pending: Promise<void>[] = [];
  page.on('request', (request) => {
    if (phase === 'between' && PRELOADER.test(request.url())) {
      phase = 'preloading';
      preloaderSeen();
    }
  });
  const pageOrigin = new URL(url).origin;
  const preloaded = (fileUrl: string) => isIdlePreload(fileUrl, pageOrigin);
  page.on('response', (response) => {
    if (response.status() === 204) return;
    if (phase === 'load' && response.request().resourceType() === 'script') {
      pending.push(
        response
          .body()
          .then((body) => void firstLoad.push({ url: response.url(), bytes: gzipSync(body).length }))
          .catch(() => undefined), // a body the browser did not keep (a redirect): nothing to count
      );
    }
  });
  page.on('requestfinished', (request) => {
    if (phase !== 'preloading' || !preloaded(request.url())) return;
    pending.push(request.sizes().then((sizes) => void idlePreloads.push({ url: request.url(), bytes: sizes.responseBodySize })));
  });
  await page.goto(url, { waitUntil: 'load' });
  phase = 'between';
  if (connection) {
    await networkQuiet(page, STAYED_AWAY_QUIET_MS);
  } else {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      preloaderStarted,
      new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`the shell's idle preloading did not start within ${PRELOADER_START_MS / 1000} s of load`)), PRELOADER_START_MS))),
    ]).finally(() => clearTimeout(timer));
    await networkQuiet(page, QUIET_MS);
  }
  await Promise.all(pending);
  return { firstLoad, idlePreloads };
}

/** /home opened cold in Chromium on the built platform served on `port` (recordHomeLoad). */
export async function measureHomeLoad(port: number): Promise<HomeLoad> {
  const platform = await servePlatform(port);
  try {
    const browser = await launchChromium();
    try {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: SERVICE_WORKERS });
      return await recordHomeLoad(await context.newPage(), `${platform.base}/home`);
    } finally {
      await browser.close();
    }
  } finally {
    platform.stop();
  }
}
