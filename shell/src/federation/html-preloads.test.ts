import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readTenantConfig, setTenant } from '@atrium/platform';
import { htmlPreloadedCodeOf } from './html-preloads';

const CDN = 'https://cdn.example';
const config = readTenantConfig(
  {
    env: 'test',
    production: false,
    brand: { productName: 'Test' },
    releases: CDN,
    remotes: { trading: { enabled: true, version: '1.0.0', prefixes: ['/quote'] }, funds: { enabled: true, version: '1.0.0', prefixes: ['/assets'] } },
  },
  'https://x',
);

const preload = (href: string, as: string) => {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = as;
  link.href = href;
  document.head.append(link);
};

beforeEach(() => setTenant(config));
afterEach(() => document.head.replaceChildren());

describe('code a page’s HTML preloaded', () => {
  it('is the release’s scripts and styles, not the manifests and tables the gate reads', () => {
    preload(`${CDN}/funds/1.0.0/mf-manifest.json`, 'fetch');
    preload(`${CDN}/trading/1.0.0/routes.json`, 'fetch');
    expect(htmlPreloadedCodeOf('funds')).toBe(false);
    expect(htmlPreloadedCodeOf('trading')).toBe(false);
    preload(`${CDN}/trading/1.0.0/remoteEntry.js`, 'script');
    expect(htmlPreloadedCodeOf('trading')).toBe(true);
    expect(htmlPreloadedCodeOf('funds')).toBe(false);
  });

  it('is another release’s only when that release is the one the tenant runs', () => {
    preload(`${CDN}/trading/0.9.0/remoteEntry.js`, 'script');
    expect(htmlPreloadedCodeOf('trading')).toBe(false);
    expect(htmlPreloadedCodeOf('nft')).toBe(false);
  });
});

describe('the page’s load, which the other remotes’ gates wait for', () => {
  const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
  /** A fresh copy of the module: whether the page has drawn is kept once per page. */
  const fresh = async () => {
    vi.resetModules();
    return import('./html-preloads');
  };

  it('settles once the page has loaded, the remote’s page has drawn, and the main thread is idle', async () => {
    const { pageLoaded, markPageDrawn } = await fresh();
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
    let settled = false;
    void pageLoaded(60_000).then(() => (settled = true));
    await flush();
    // Loaded (this document is complete) but not drawn: not even waiting for idle yet.
    expect(idle).toHaveLength(0);
    markPageDrawn();
    await flush();
    expect(idle).toHaveLength(1);
    expect(settled).toBe(false);
    idle[0]!();
    await flush();
    expect(settled).toBe(true);
  });

  it('stops waiting for a page that does not draw after the limit', async () => {
    vi.useFakeTimers();
    const { pageLoaded } = await fresh();
    vi.stubGlobal('requestIdleCallback', (work: () => void) => work());
    let settled = false;
    void pageLoaded(8000).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(7999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });
});
