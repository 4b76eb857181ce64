import { preloadRemote } from '@module-federation/enhanced/runtime';
import { federationName, remoteOwning, tenant, useSettingsStore, type RemoteName, type TenantConfig } from '@atrium/platform';
import type { Settings } from '@atrium/api';
import { useDiagnostics } from './diagnostics';
import { loadRemoteModule } from './remote-modules';
import { isRegistered } from './remote-registry';

/**
 * What idle preloading may download in one visit, all remotes together (compressed bytes sent):
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

/** The open tabs' paths (the likeliest next tap), without their query. */
export function tabPaths(settings: Settings): string[] {
  return settings.tab.filter((entry) => entry.isOpen && entry.linkUrl?.startsWith('/')).map((entry) => entry.linkUrl!.split('?')[0]!);
}

/**
 * A tab's screen made ready before the tap: its remote's routes module runs (which asks for its
 * messages in the visitor's language) and the tab path's page chunk is fetched and evaluated, so
 * a tap on the tab needs no round trip, only rendering. Idle time only, and a failure is only a
 * missed guess: the visit loads (and reports) it properly.
 */
async function warmTabPage(name: RemoteName, path: string): Promise<void> {
  try {
    const module = await loadRemoteModule(name);
    await module.routes.find((route) => route.path === path)?.page();
  } catch {
    /* a missed guess */
  }
}

/**
 * Bytes sent so far for the resources whose URL `matches`: their bodies as they came over the
 * wire, compressed (Resource Timing's transferSize would add a made-up 300 bytes of headers).
 */
function transferred(entries: readonly PerformanceEntry[], matches: (url: string) => boolean): number {
  return (entries as PerformanceResourceTiming[]).filter((entry) => matches(entry.name)).reduce((sum, entry) => sum + entry.encodedBodySize, 0);
}

/** The preloading chunk's own file (preload-scheduler.ts names the chunk). */
const PRELOAD_CHUNK = /\/preload-remotes\.[0-9a-f]+\.js$/;

/** Whether a URL is a file of one of the release folders of `manifests`. */
function inFolders(manifests: string[]): (url: string) => boolean {
  const folders = manifests.map((manifest) => new URL('.', manifest).href);
  return (url) => folders.some((folder) => url.startsWith(folder));
}

/** Bytes so far from the release folders of `manifests` (before preloading: the gate's own reads at boot). */
export function folderBytes(entries: readonly PerformanceEntry[], manifests: string[]): number {
  return transferred(entries, inFolders(manifests));
}

/** What the idle preloading of this visit has cost so far: its own chunk, and the folders' bytes past `bootBytes`. */
export function preloadBytes(entries: readonly PerformanceEntry[], manifests: string[], bootBytes: number): number {
  return transferred(entries, (url) => PRELOAD_CHUNK.test(new URL(url).pathname)) + folderBytes(entries, manifests) - bootBytes;
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
 * Idle preloading (the scheduler has already stayed away on Save-Data and 2G), one step at a
 * time within the byte budget: the tabs in their order (each tab's remote, then that tab's
 * screen), then the middle menu's remotes. A step's size is known only once it is fetched, so
 * the next one starts only while the budget still has room for the largest step so far: the
 * visit stays under the cap, not one step past it.
 */
export async function preloadLikelyRemotes(): Promise<void> {
  const settings = await settingsLoaded();
  const config = tenant();
  const names = likelyRemotes(settings, config, isRegistered);
  const steps: { name: RemoteName; tab?: string }[] = [];
  for (const tab of tabPaths(settings)) {
    const name = remoteOwning(config, tab);
    if (name && names.includes(name)) steps.push({ name }, { name, tab });
  }
  for (const name of names) steps.push({ name });

  const manifests = names.map((name) => useDiagnostics.getState().remotes[name]?.manifest ?? config.remotes[name]?.manifest ?? '').filter(Boolean);
  const resources = () => performance.getEntriesByType('resource');
  const boot = folderBytes(resources(), manifests);
  const paid = () => preloadBytes(resources(), manifests, boot);
  let largest = 0;
  let last = paid();
  for (const { name, tab } of steps) {
    // A macrotask first: the browser files a resource's timing a little after the script ran.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const now = paid();
    // The step before, with whatever of it was filed late.
    largest = Math.max(largest, now - last);
    last = now;
    if (now + largest > PRELOAD_BUDGET_BYTES) return;
    await (tab ? warmTabPage(name, tab) : preloadRemoteNow(name));
  }
}
