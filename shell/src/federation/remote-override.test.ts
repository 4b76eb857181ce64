import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTRACT_VERSION, readTenantConfig, setStoragePrefix, setTenant, useSessionStore } from '@atrium/platform';

const registerRemotes = vi.fn();
vi.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: (...a: unknown[]) => registerRemotes(...a), registerPlugins: vi.fn() }));

const { clearRemoteOverrides, overriddenDeployment, remoteOverrides, setRemoteOverride, withRemoteOverrides } = await import('./remote-override');
const { startRemoteOverrides } = await import('./remote-override-session');
const { registerTenantRemotes } = await import('./remote-registry');
const { releaseOrigins } = await import('./trusted-types-plugin');

const CDN = 'https://cdn.example';
const DEV = 'http://localhost:5173';
const BUILD = `${DEV}/mf-manifest.json`;
const tenantConfig = (production: boolean) =>
  readTenantConfig(
    {
      env: 'test',
      production,
      brand: { productName: 'Test' },
      releases: CDN,
      ...(!production && { devOrigins: [DEV] }),
      remotes: { content: { enabled: true, version: '1.0.0', prefixes: ['/help'] }, nft: { enabled: false, prefixes: ['/nft'] } },
    },
    'https://x',
  );
const development = tenantConfig(false);
const production = tenantConfig(true);
/** What a stored override looks like, planted as a script with access to the tab could plant it. */
const plant = (overrides: Record<string, string>) => sessionStorage.setItem('Test_REMOTE_OVERRIDES', JSON.stringify(overrides));

beforeEach(() => {
  delete (window as { __atrium?: unknown }).__atrium;
  setStoragePrefix('Test');
  sessionStorage.clear();
  setTenant(development);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the remote override', () => {
  it('takes a build from an exact development origin of a non-production tenant, its release the fallback', () => {
    expect(setRemoteOverride(development, 'content', BUILD)).toBeUndefined();
    expect(remoteOverrides(development)).toEqual([{ remote: 'content', manifest: BUILD, origin: DEV }]);
    expect(overriddenDeployment(development, 'content')).toMatchObject({
      manifest: BUILD,
      lastGood: { version: '1.0.0', manifest: `${CDN}/content/1.0.0/mf-manifest.json` },
    });
    expect(overriddenDeployment(development, 'trading')).toBeUndefined();
    // The config the federation registers: its Trusted Types policy lets the build's origin through.
    expect(releaseOrigins(development)).toEqual([CDN]);
    expect(releaseOrigins(withRemoteOverrides(development))).toEqual([DEV, CDN]);
  });

  it('refuses another origin, however close, and stores nothing', () => {
    for (const url of ['http://localhost:5174/mf-manifest.json', 'https://localhost:5173/mf-manifest.json', 'http://127.0.0.1:5173/mf-manifest.json', 'http://localhost.evil.example:5173/mf-manifest.json', `${CDN}/content/9.9.9/mf-manifest.json`]) {
      expect(setRemoteOverride(development, 'content', url)).toEqual({ reason: 'origin', origin: new URL(url).origin });
    }
    expect(setRemoteOverride(development, 'content', 'localhost:5173/mf-manifest.json')).toEqual({ reason: 'url' });
    expect(setRemoteOverride(development, 'nft', BUILD)).toEqual({ reason: 'remote', remote: 'nft' });
    expect(setRemoteOverride(development, 'toString', BUILD)).toEqual({ reason: 'remote', remote: 'toString' });
    expect(sessionStorage.length).toBe(0);
    expect(remoteOverrides(development)).toEqual([]);
  });

  it('does not exist in a production tenant: refused, a planted one ignored, no console function, no extra script origin', () => {
    setTenant(production);
    expect(setRemoteOverride(production, 'content', BUILD)).toEqual({ reason: 'production' });
    plant({ content: BUILD });
    expect(remoteOverrides(production)).toEqual([]);
    expect(overriddenDeployment(production, 'content')).toBeUndefined();
    expect(startRemoteOverrides(production)).toBe(production);
    expect((window as { __atrium?: unknown }).__atrium).toBeUndefined();
    expect(releaseOrigins(withRemoteOverrides(production))).toEqual([CDN]);
  });

  it('is never read from the page address', () => {
    history.replaceState(null, '', `/help?override=content&remote=content&manifest=${encodeURIComponent(BUILD)}&content=${encodeURIComponent(BUILD)}`);
    startRemoteOverrides(development);
    expect(remoteOverrides(development)).toEqual([]);
    expect(sessionStorage.length).toBe(0);
    history.replaceState(null, '', '/');
  });

  it('ends at sign-out, and the page reloads to drop the code it loaded', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...location, reload });
    useSessionStore.setState({ token: 't', isSign: true });
    setRemoteOverride(development, 'content', BUILD);
    expect(startRemoteOverrides(development).remotes.content?.manifest).toBe(BUILD);
    useSessionStore.getState().dropSession();
    expect(remoteOverrides(development)).toEqual([]);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('is set and reset from the console of a non-production tenant', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...location, reload });
    startRemoteOverrides(development);
    const api = (window as unknown as { __atrium: { override(r: string, u: string): string; resetOverrides(): void } }).__atrium;
    expect(() => api.override('content', 'http://evil.example/mf-manifest.json')).toThrow(/not one of this tenant's devOrigins/);
    expect(remoteOverrides(development)).toEqual([]);
    api.override('content', BUILD);
    expect(remoteOverrides(development)).toHaveLength(1);
    api.resetOverrides();
    expect(remoteOverrides(development)).toEqual([]);
    expect(reload).toHaveBeenCalledTimes(2);
    clearRemoteOverrides();
  });

  it('goes through the compatibility gate, and falls back to the release when the build is unreachable', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    vi.stubGlobal('__ATRIUM_SHARED__', { react: '19.1.0' });
    const routes = { remote: 'content', version: '1.0.0', contract: `^${CONTRACT_VERSION}`, routes: [{ path: '/help', public: true, titleKey: 'x' }] };
    const files: Record<string, unknown> = {
      [BUILD]: { shared: [] },
      [`${DEV}/routes.json`]: routes,
      [`${CDN}/content/1.0.0/mf-manifest.json`]: { shared: [] },
      [`${CDN}/content/1.0.0/routes.json`]: routes,
    };
    vi.stubGlobal('fetch', vi.fn(async (url: string) => (url in files ? new Response(JSON.stringify(files[url])) : new Response('', { status: 404 }))));
    setRemoteOverride(development, 'content', BUILD);
    await registerTenantRemotes(withRemoteOverrides(development));
    expect(registerRemotes.mock.calls.at(-1)![0]).toEqual([{ name: expect.any(String), entry: BUILD }]);

    delete files[BUILD];
    await registerTenantRemotes(withRemoteOverrides(development));
    expect(registerRemotes.mock.calls.at(-1)![0]).toEqual([{ name: expect.any(String), entry: `${CDN}/content/1.0.0/mf-manifest.json` }]);
  });
});
