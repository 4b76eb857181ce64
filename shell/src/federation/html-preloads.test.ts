import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
