import { preloadRemote } from '@module-federation/enhanced/runtime';
import { federationName, remoteOwning, tenant, useSettingsStore, type RemoteName, type TenantConfig } from '@atrium/platform';
import type { Settings } from '@atrium/api';
import { useDiagnostics } from './diagnostics';
import { isRegistered } from './remote-registry';

/** What idle preloading may download, all remotes together (transferred bytes). */
export const PRELOAD_BUDGET_BYTES = 250 * 1024;

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** The visitor asked to save data, or the network is too slow to spend on a guess. */
export function preloadUnwelcome(connection: NetworkInformation | undefined): boolean {
  return Boolean(connection?.saveData) || connection?.effectiveType === 'slow-2g' || connection?.effectiveType === '2g';
}

/** The remotes behind the open tabs, then the middle menu, in order, each once: the registered ones. */
export function likelyRemotes(settings: Settings, config: TenantConfig, registered: (name: RemoteName) => boolean): RemoteName[] {
  const links = [...settings.tab, ...settings.middleMenu].filter((entry) => entry.isOpen && entry.linkUrl?.startsWith('/')).map((entry) => entry.linkUrl!);
  const names = links.map((link) => remoteOwning(config, link.split('?')[0]!)).filter((name): name is RemoteName => name !== undefined);
  return [...new Set(names)].filter((name) => config.remotes[name]?.enabled && registered(name));
}

/** Bytes transferred so far from the release folder of a manifest (its resource timings). */
export function releaseBytes(manifestUrl: string, entries: readonly PerformanceEntry[]): number {
  const folder = new URL('.', manifestUrl).href;
  return (entries as PerformanceResourceTiming[])
    .filter((entry) => entry.name.startsWith(folder))
    .reduce((sum, entry) => sum + (entry.transferSize || entry.encodedBodySize), 0);
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

/** Idle preloading: one remote at a time, until the byte budget is spent; nothing on Save-Data or 2G. */
export async function preloadLikelyRemotes(): Promise<void> {
  if (preloadUnwelcome((navigator as { connection?: NetworkInformation }).connection)) return;
  const names = likelyRemotes(await settingsLoaded(), tenant(), isRegistered);
  let spent = 0;
  for (const name of names) {
    if (spent >= PRELOAD_BUDGET_BYTES) return;
    const manifest = useDiagnostics.getState().remotes[name]?.manifest ?? tenant().remotes[name]?.manifest ?? '';
    const before = releaseBytes(manifest, performance.getEntriesByType('resource'));
    await preloadRemoteNow(name);
    spent += releaseBytes(manifest, performance.getEntriesByType('resource')) - before;
  }
}
