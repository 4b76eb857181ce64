import { preloadRemote } from '@module-federation/enhanced/runtime';
import { federationName, remoteOwning, tenant, useSettingsStore, type RemoteName, type TenantConfig } from '@atrium/platform';
import type { Settings } from '@atrium/api';
import { useDiagnostics } from './diagnostics';
import { isRegistered } from './remote-registry';

/**
 * What idle preloading may download in one visit, all remotes together (transferred bytes):
 * a guess must not cost a visitor on a metered plan more than this (issue 24's cap, checked
 * exactly by `pnpm budget`'s "idle preloads" line).
 */
export const PRELOAD_BUDGET_BYTES = 100 * 1024;

/** The remotes behind the open tabs, then the middle menu, in order, each once: the registered ones. */
export function likelyRemotes(settings: Settings, config: TenantConfig, registered: (name: RemoteName) => boolean): RemoteName[] {
  const links = [...settings.tab, ...settings.middleMenu].filter((entry) => entry.isOpen && entry.linkUrl?.startsWith('/')).map((entry) => entry.linkUrl!);
  const names = links.map((link) => remoteOwning(config, link.split('?')[0]!)).filter((name): name is RemoteName => name !== undefined);
  return [...new Set(names)].filter((name) => config.remotes[name]?.enabled && registered(name));
}

/** Bytes transferred so far for the resources whose URL `matches` (their resource timings). */
function transferred(entries: readonly PerformanceEntry[], matches: (url: string) => boolean): number {
  return (entries as PerformanceResourceTiming[]).filter((entry) => matches(entry.name)).reduce((sum, entry) => sum + (entry.transferSize || entry.encodedBodySize), 0);
}

/** Bytes transferred so far from the release folder of a manifest (its resource timings). */
export function releaseBytes(manifestUrl: string, entries: readonly PerformanceEntry[]): number {
  const folder = new URL('.', manifestUrl).href;
  return transferred(entries, (url) => url.startsWith(folder));
}

const preloaded = new Map<RemoteName, Promise<void>>();

/** A remote's manifest, entry and the sync chunks of its `./routes`, fetched once. */
export function preloadRemoteNow(name: RemoteName): Promise<void> {
  let pending = preloaded.get(name);
  if (!pending) {
    pending = preloadRemote([{ nameOrAlias: federationName(name), exposes: ['./routes'], resourceCategory: 'sync' }]).catch(() => {
      // A failed preload is only a missed guess: the visit loads (and reports) it properly.
      preloaded.delete(name);
    });
    preloaded.set(name, pending);
  }
  return pending;
}

const settingsLoaded = () =>
  new Promise<Settings>((resolve) => {
    const now = useSettingsStore.getState().settings;
    if (now) return resolve(now);
    const stop = useSettingsStore.subscribe((state) => {
      if (!state.settings) return;
      stop();
      resolve(state.settings);
    });
  });

/**
 * Idle preloading (the scheduler has already stayed away on Save-Data and 2G): one remote at a
 * time, within the byte budget. A remote's size is known only once it is fetched, so the next
 * one starts only while the budget still has room for the largest one fetched so far: the
 * visit stays under the cap, not one remote past it.
 */
export async function preloadLikelyRemotes(): Promise<void> {
  const names = likelyRemotes(await settingsLoaded(), tenant(), isRegistered);
  // The visit paid for this very chunk too (preload-scheduler.ts names it).
  let spent = transferred(performance.getEntriesByType('resource'), (url) => /\/preload-remotes\.[0-9a-f]+\.js$/.test(new URL(url).pathname));
  let largest = 0;
  for (const name of names) {
    if (spent + largest > PRELOAD_BUDGET_BYTES) return;
    const manifest = useDiagnostics.getState().remotes[name]?.manifest ?? tenant().remotes[name]?.manifest ?? '';
    const before = releaseBytes(manifest, performance.getEntriesByType('resource'));
    await preloadRemoteNow(name);
    const cost = releaseBytes(manifest, performance.getEntriesByType('resource')) - before;
    spent += cost;
    largest = Math.max(largest, cost);
  }
}
