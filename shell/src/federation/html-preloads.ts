import { tenant, type RemoteName } from '@atrium/platform';
import { onIdle } from './preload-scheduler';

/**
 * Whether this page's HTML preloaded code of the remote's release (the static host writes a
 * remote path's chain into the page: cdn/src/route-preloads.ts). The browser hands a preloaded
 * response, a failed one too, to the first request for its URL in the page, so after a failure
 * a retry in place could be answered with the failures the preloads met: only a new page asks
 * the network again. The manifests and route tables (as="fetch") are the gate's, read at boot.
 */
export function htmlPreloadedCodeOf(name: RemoteName): boolean {
  const manifest = tenant().remotes[name]?.manifest;
  if (!manifest) return false;
  const folder = new URL('.', new URL(manifest, location.href)).href;
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].some((link) => link.as !== 'fetch' && link.href.startsWith(folder));
}

/** A retry that must not run in place (htmlPreloadedCodeOf): the page is loaded again, and this never settles. */
export function retryWithNewPage(): Promise<never> {
  location.reload();
  return new Promise<never>(() => undefined);
}

let markDrawn: () => void = () => undefined;
const pageDrawn = new Promise<void>((resolve) => {
  markDrawn = resolve;
});

/** The remote route says so once the page's screen has committed (routing/remote-route.tsx); later calls change nothing. */
export function markPageDrawn(): void {
  markDrawn();
}

/**
 * Settles once the page has loaded (the HTML's preloads, the page owner's chain among them, are
 * in), the remote's page has drawn its screen, and the main thread is idle after it: what
 * arrives during the first render, the other remotes' tables, would update stores it reads and
 * make it start over. The load event alone came too early: the first idle moment after it fell
 * while the page waited for its code or its reads, and the other remotes' gates (a dozen
 * requests, about 70 ms of main thread under the mobile profile) ran before /defi's first
 * screen. Each step waits `limitMs` at most: a request that never answers holds the load event
 * back, and a page that fails to draw must not hold the other remotes.
 */
export function pageLoaded(limitMs: number): Promise<void> {
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          addEventListener('load', () => resolve(), { once: true });
          setTimeout(resolve, limitMs);
        });
  const drawn = Promise.race([pageDrawn, new Promise<void>((resolve) => setTimeout(resolve, limitMs))]);
  return Promise.all([loaded, drawn]).then(() => new Promise<void>((resolve) => onIdle(resolve, limitMs)));
}
