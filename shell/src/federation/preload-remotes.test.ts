import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readTenantConfig, setTenant, useSettingsStore } from '@atrium/platform';
import type { Settings } from '@atrium/api';

const preloadRemote = vi.fn();
vi.mock('@module-federation/enhanced/runtime', () => ({ preloadRemote: (...args: unknown[]) => preloadRemote(...args) }));
vi.mock('./remote-registry', () => ({ isRegistered: (name: string) => name !== 'nft' }));
const loadRemoteModule = vi.fn();
vi.mock('./remote-modules', () => ({ loadRemoteModule: (...args: unknown[]) => loadRemoteModule(...args) }));

const { likelyRemotes, folderBytes, preloadBytes, PRELOAD_BUDGET_BYTES } = await import('./preload-remotes');
/** A fresh module each time (what an earlier test preloaded is not remembered), on the same tenant and settings. */
const preloadLikelyRemotes = async () => {
  vi.resetModules();
  const platform = await import('@atrium/platform');
  platform.setTenant(config);
  platform.useSettingsStore.setState({ settings });
  return (await import('./preload-remotes')).preloadLikelyRemotes();
};
const { onIdle, preloadUnwelcome, preloadWhenIdle } = await import('./preload-scheduler');

const CDN = 'https://cdn.example';
const remote = (version: string, prefixes: string[]) => ({ enabled: true, version, prefixes });
const config = readTenantConfig(
  {
    env: 'test',
    production: false,
    brand: { productName: 'Test' },
    releases: CDN,
    remotes: {
      trading: remote('1.0.0', ['/quote', '/trade']),
      funds: remote('1.0.0', ['/assets', '/recharge']),
      content: remote('1.0.0', ['/help']),
      nft: remote('1.0.0', ['/nft']),
      uplan: { enabled: false, prefixes: ['/uplan'] },
    },
  },
  'https://x',
);
const link = (linkUrl: string, isOpen = true) => ({ key: linkUrl, isOpen, linkUrl, imgUrl: '', checkedImgUrl: '' });
const settings = {
  tab: [link('/home'), link('/quote'), link('/assets'), link('/uplan'), link('/nft')],
  middleMenu: [link('/recharge'), link('/help'), link('/trade', false)],
} as unknown as Settings;

/** A resource timing of `bytes` transferred. */
const timing = (name: string, bytes: number) => ({ name, transferSize: bytes + 300, encodedBodySize: bytes }) as unknown as PerformanceEntry;

/** A remote's routes module whose pages record that they were loaded. */
const pagesLoaded: string[] = [];
const routesModule = (paths: string[]) => ({ routes: paths.map((path) => ({ path, page: async () => void pagesLoaded.push(path) })) });

beforeEach(() => {
  setTenant(config);
  useSettingsStore.setState({ settings });
  preloadRemote.mockReset();
  preloadRemote.mockResolvedValue(undefined);
  pagesLoaded.length = 0;
  loadRemoteModule.mockReset();
  loadRemoteModule.mockImplementation(async (name: string) =>
    routesModule(name === 'trading' ? ['/quote', '/trade', '/detail'] : name === 'funds' ? ['/assets', '/recharge'] : ['/help']),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('idle preloading', () => {
  it('takes the remotes behind the open tabs, then the middle menu, once each, leaving out switched-off and unregistered ones', () => {
    expect(likelyRemotes(settings, config, (name) => name !== 'nft')).toEqual(['trading', 'funds', 'content']);
  });

  it('stays away on Save-Data and on 2G', () => {
    expect(preloadUnwelcome({ saveData: true, effectiveType: '4g' })).toBe(true);
    expect(preloadUnwelcome({ effectiveType: '2g' })).toBe(true);
    expect(preloadUnwelcome({ effectiveType: 'slow-2g' })).toBe(true);
    expect(preloadUnwelcome({ effectiveType: '4g' })).toBe(false);
    expect(preloadUnwelcome(undefined)).toBe(false);
  });

  it("counts the bytes of one release's folder only", () => {
    const entries = [timing(`${CDN}/trading/1.0.0/remoteEntry.js`, 1000), timing(`${CDN}/trading/1.0.0/1.js`, 500), timing(`${CDN}/funds/1.0.0/remoteEntry.js`, 700)];
    expect(folderBytes(entries, [`${CDN}/trading/1.0.0/mf-manifest.json`])).toBe(1500);
    // With the preloading chunk, past what the gate had read at boot.
    entries.push(timing('https://app.example/preload-remotes.0a1b2c3d.js', 200));
    expect(preloadBytes(entries, [`${CDN}/trading/1.0.0/mf-manifest.json`], 1000)).toBe(700);
  });

  it('preloads one remote at a time and stops once the byte budget is spent', async () => {
    const entries: PerformanceEntry[] = [];
    vi.stubGlobal('performance', { getEntriesByType: () => entries });
    preloadRemote.mockImplementation(async (args: { nameOrAlias: string }[]) => {
      // The first remote alone is bigger than the budget.
      entries.push(timing(`${CDN}/${args[0]!.nameOrAlias}/1.0.0/remoteEntry.js`, PRELOAD_BUDGET_BYTES + 1));
    });
    await preloadLikelyRemotes();
    expect(preloadRemote).toHaveBeenCalledTimes(1);
    expect(preloadRemote).toHaveBeenCalledWith([{ nameOrAlias: 'trading', exposes: ['./routes'], resourceCategory: 'sync' }]);
  });

  it('starts the next remote only while the budget has room for the largest one fetched so far', async () => {
    const entries: PerformanceEntry[] = [];
    vi.stubGlobal('performance', { getEntriesByType: () => entries });
    const size = Math.floor(PRELOAD_BUDGET_BYTES * 0.4);
    preloadRemote.mockImplementation(async (args: { nameOrAlias: string }[]) => {
      entries.push(timing(`${CDN}/${args[0]!.nameOrAlias}/1.0.0/remoteEntry.js`, size));
    });
    await preloadLikelyRemotes();
    // Two remotes (80 % of the cap); a third of the same size would pass it, so it is left.
    expect(preloadRemote).toHaveBeenCalledTimes(2);
    expect(entries.reduce((sum, e) => sum + (e as PerformanceResourceTiming).encodedBodySize, 0)).toBeLessThanOrEqual(PRELOAD_BUDGET_BYTES);
  });

  it("counts the preloading chunk's own bytes against the budget", async () => {
    const size = Math.floor(PRELOAD_BUDGET_BYTES * 0.4);
    const entries: PerformanceEntry[] = [timing('https://app.example/preload-remotes.0a1b2c3d.js', size)];
    vi.stubGlobal('performance', { getEntriesByType: () => entries });
    preloadRemote.mockImplementation(async (args: { nameOrAlias: string }[]) => {
      entries.push(timing(`${CDN}/${args[0]!.nameOrAlias}/1.0.0/remoteEntry.js`, size));
    });
    await preloadLikelyRemotes();
    // The chunk and one remote are 80 % of the cap: a second remote would pass it.
    expect(preloadRemote).toHaveBeenCalledTimes(1);
  });

  it("gets a tab's screen ready (its remote's routes and that page), not the middle menu's or other pages", async () => {
    vi.stubGlobal('performance', { getEntriesByType: () => [] });
    await preloadLikelyRemotes();
    expect(loadRemoteModule.mock.calls.map(([name]) => name)).toEqual(['trading', 'funds']);
    expect(pagesLoaded).toEqual(['/quote', '/assets']);
    // Each remote's files once, tabs first: trading and funds (the tabs), then content (the menu).
    expect(preloadRemote.mock.calls.map(([args]) => (args as { nameOrAlias: string }[])[0]!.nameOrAlias)).toEqual(['trading', 'funds', 'content']);
  });

  it('takes a failed warm-up as a missed guess and goes on', async () => {
    vi.stubGlobal('performance', { getEntriesByType: () => [] });
    loadRemoteModule.mockImplementation(async (name: string) => {
      if (name === 'trading') throw new Error('unreachable');
      return routesModule(['/assets']);
    });
    await preloadLikelyRemotes();
    expect(pagesLoaded).toEqual(['/assets']);
    expect(preloadRemote).toHaveBeenCalledTimes(3);
  });

  it('caps a visit at 100 KB', () => {
    expect(PRELOAD_BUDGET_BYTES).toBe(100 * 1024);
  });

  it('does not even fetch the preloading chunk on Save-Data', () => {
    vi.stubGlobal('navigator', { connection: { saveData: true } });
    const listen = vi.fn();
    vi.stubGlobal('addEventListener', listen);
    const idle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    preloadWhenIdle();
    expect(listen).not.toHaveBeenCalled();
    expect(idle).not.toHaveBeenCalled();
  });

  it('waits for the browser to be idle, or for a timeout without requestIdleCallback', () => {
    const idle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    const work = vi.fn();
    onIdle(work, 3000);
    expect(idle).toHaveBeenCalledWith(work, { timeout: 3000 });
    expect(work).not.toHaveBeenCalled();

    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    onIdle(work, 3000);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
