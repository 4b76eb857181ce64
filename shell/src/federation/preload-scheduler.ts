import { remoteOwning, tenant } from '@atrium/platform';
import { isRegistered } from './remote-registry';

/** Runs `work` when the browser is idle, or after `timeoutMs` where it has no requestIdleCallback. */
export function onIdle(work: () => void, timeoutMs = 3000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: timeoutMs });
  else setTimeout(work, Math.min(timeoutMs, 500));
}

/**
 * After the page's load (so after the first paint, outside the first-load bytes), when the
 * browser is idle: preloads the remotes behind the tabs and the middle menu. The preloading
 * code itself is its own chunk.
 */
export function preloadWhenIdle(): void {
  const start = () => onIdle(() => void import(/* webpackChunkName: "preload-remotes" */ './preload-remotes').then((p) => p.preloadLikelyRemotes()));
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}

/** A finger (or a mouse button) on a link: its remote starts loading before the tap ends. */
export function preloadOnIntent(path: string): void {
  const name = remoteOwning(tenant(), path.split('?')[0]!);
  if (name && isRegistered(name)) void import('./preload-remotes').then((p) => p.preloadRemoteNow(name));
}
