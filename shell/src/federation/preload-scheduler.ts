import { remoteOwning, tenant } from '@atrium/platform';
import { isRegistered } from './remote-registry';

/** Runs `work` when the browser is idle, or after `timeoutMs` where it has no requestIdleCallback. */
export function onIdle(work: () => void, timeoutMs = 3000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: timeoutMs });
  else setTimeout(work, Math.min(timeoutMs, 500));
}

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** The visitor asked to save data, or the network is too slow to spend on a guess. */
export function preloadUnwelcome(connection: NetworkInformation | undefined): boolean {
  return Boolean(connection?.saveData) || connection?.effectiveType === 'slow-2g' || connection?.effectiveType === '2g';
}

/** Resource timings a page keeps (the browser's default is 250). */
export const RESOURCE_TIMINGS_KEPT = 2000;

/**
 * After the page's load (so after the first paint, outside the first-load bytes), when the
 * browser is idle: preloads the remotes behind the tabs and the middle menu (nothing on Save-Data
 * or 2G). The preloading code itself is its own chunk.
 */
export function preloadWhenIdle(): void {
  // Decided before the preloading chunk is asked for: on Save-Data or 2G not one byte goes to it.
  if (preloadUnwelcome((navigator as { connection?: NetworkInformation }).connection)) return;
  // The preloader counts what it spends from Resource Timing, whose buffer keeps 250 entries by
  // default: /home's icons and reads fill it, and later files would go uncounted.
  performance.setResourceTimingBufferSize?.(RESOURCE_TIMINGS_KEPT);
  const start = () => onIdle(() => void import(/* webpackChunkName: "preload-remotes" */ './preload-remotes').then((p) => p.preloadLikelyRemotes()));
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}

/** A finger (or a mouse button) on a link: its remote starts loading before the tap ends. */
export function preloadOnIntent(path: string): void {
  const name = remoteOwning(tenant(), path.split('?')[0]!);
  if (name && isRegistered(name)) void import('./preload-remotes').then((p) => p.preloadRemoteNow(name));
}
