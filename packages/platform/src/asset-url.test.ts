import { afterEach, describe, expect, it } from 'vitest';
import { assetUrl } from './asset-url';
import { resolveAssetUrl } from './resolve-asset-url';
import { readTenantConfig } from './tenant-config';
import { setTenant } from './tenant';

describe('a server image’s address', () => {
  it('puts a root or relative path on the assets host, with or without its trailing slash', () => {
    expect(resolveAssetUrl('/api/static/coins/btc.svg', 'https://assets.harbor.example')).toBe('https://assets.harbor.example/api/static/coins/btc.svg');
    expect(resolveAssetUrl('api/static/tabs/home.svg', 'https://assets.harbor.example/')).toBe('https://assets.harbor.example/api/static/tabs/home.svg');
    expect(resolveAssetUrl(' /api/static/flags/de.svg ', 'http://localhost:8080')).toBe('http://localhost:8080/api/static/flags/de.svg');
  });

  it('keeps an absolute http(s) address as it is', () => {
    expect(resolveAssetUrl('https://img.example.org/banner.png', 'https://assets.harbor.example')).toBe('https://img.example.org/banner.png');
    expect(resolveAssetUrl('http://img.example.org/x.png?v=2', 'https://assets.harbor.example')).toBe('http://img.example.org/x.png?v=2');
  });

  it('answers no image for an empty value, another scheme or a broken base', () => {
    for (const path of ['', '   ', null, undefined, 'javascript:alert(1)', 'data:image/svg+xml,<svg/>', 'blob:https://x.example/1']) {
      expect(resolveAssetUrl(path, 'https://assets.harbor.example'), String(path)).toBeNull();
    }
    expect(resolveAssetUrl('/x.svg', 'not a url')).toBeNull();
  });
});

describe('assetUrl', () => {
  afterEach(() => setTenant(readTenantConfig({ env: 'atrium', brand: { productName: 'Atrium' } }, 'https://atrium.example')));

  it('resolves on the running tenant’s assets host, the page’s origin when it names none', () => {
    setTenant(readTenantConfig({ env: 'harbor', brand: { productName: 'Harbor' }, assetsBase: 'https://assets.harbor.example' }, 'https://harbor.example'));
    expect(assetUrl('/api/static/banners/a.svg')).toBe('https://assets.harbor.example/api/static/banners/a.svg');
    setTenant(readTenantConfig({ env: 'atrium', brand: { productName: 'Atrium' } }, 'https://atrium.example'));
    expect(assetUrl('/api/static/banners/a.svg')).toBe('https://atrium.example/api/static/banners/a.svg');
  });
});
