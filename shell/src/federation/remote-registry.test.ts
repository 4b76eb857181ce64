import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTRACT_VERSION, readTenantConfig, setTenant, useRouteDirectory } from '@atrium/platform';

const registerRemotes = vi.fn();
vi.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: (...a: unknown[]) => registerRemotes(...a), registerPlugins: vi.fn() }));

const { gateTenantRemotes, registerTenantRemotes, fallBackToLastGood, isRegistered } = await import('./remote-registry');
const { useDiagnostics } = await import('./diagnostics');

const CDN = 'https://cdn.example';
const config = readTenantConfig(
  {
    env: 'test',
    production: false,
    brand: { productName: 'Test' },
    releases: CDN,
    remotes: {
      content: { enabled: true, version: '2.0.0', lastGood: '1.0.0', prefixes: ['/help'] },
      trading: { enabled: true, version: '1.0.0', prefixes: ['/quote'] },
      nft: { enabled: true, version: '1.0.0', prefixes: ['/nft'] },
    },
  },
  'https://x',
);

const manifest = (react: string) => ({ shared: [{ name: 'react', version: '19.0.0', requiredVersion: react }] });
const routes = (remote: string, contract = `^${CONTRACT_VERSION}`) => ({ remote, version: '1.0.0', contract, routes: [{ path: '/x', public: true, titleKey: 'x' }] });

/** The CDN: release files by URL; anything else is a 404. */
function serve(files: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => (url in files ? new Response(JSON.stringify(files[url])) : new Response('', { status: 404 }))),
  );
}

beforeEach(() => {
  setTenant(config);
  vi.stubGlobal('__ATRIUM_SHARED__', { react: '19.1.0' });
  registerRemotes.mockReset();
  useDiagnostics.setState({ remotes: {} });
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the compatibility gate', () => {
  it('registers a compatible release, quarantines an incompatible one, and falls back to the last good one', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve({
      // content 2.0.0 does not exist: its last good 1.0.0 runs.
      [`${CDN}/content/1.0.0/mf-manifest.json`]: manifest('^19.0.0'),
      [`${CDN}/content/1.0.0/routes.json`]: routes('content'),
      [`${CDN}/trading/1.0.0/mf-manifest.json`]: manifest('^19.0.0'),
      [`${CDN}/trading/1.0.0/routes.json`]: routes('trading'),
      // nft was built for React 20.
      [`${CDN}/nft/1.0.0/mf-manifest.json`]: manifest('^20.0.0'),
      [`${CDN}/nft/1.0.0/routes.json`]: routes('nft'),
    });
    const tables = await registerTenantRemotes(config);

    expect([...tables.keys()].sort()).toEqual(['content', 'trading']);
    expect(registerRemotes.mock.calls.map(([remotes]) => (remotes as { entry: string }[])[0]!.entry).sort()).toEqual([
      `${CDN}/content/1.0.0/mf-manifest.json`,
      `${CDN}/trading/1.0.0/mf-manifest.json`,
    ]);
    const { remotes } = useDiagnostics.getState();
    expect(remotes.nft).toMatchObject({ status: 'quarantined', reasons: ['react: built for ^20.0.0, the shell provides 19.1.0'] });
    expect(isRegistered('nft')).toBe(false);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('nft@1.0.0 quarantine failed: react: built for ^20.0.0'), expect.anything());
    expect(remotes.content).toMatchObject({ status: 'registered', version: '1.0.0', fellBack: { version: '2.0.0', why: expect.stringContaining('404') } });
  });

  it('quarantines a release built for another major of the contract', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve({
      [`${CDN}/content/1.0.0/mf-manifest.json`]: manifest('^19.0.0'),
      [`${CDN}/content/1.0.0/routes.json`]: routes('content', '^99.0.0'),
      [`${CDN}/trading/1.0.0/mf-manifest.json`]: manifest('^19.0.0'),
      [`${CDN}/trading/1.0.0/routes.json`]: routes('trading', '^99.0.0'),
    });
    const tables = await registerTenantRemotes(config);
    expect(tables.has('trading')).toBe(false);
    expect(useDiagnostics.getState().remotes.trading?.reasons?.[0]).toMatch(/contract: built for \^99\.0\.0/);
  });

  it('registers a remote no list names under the federation name of its table, and learns its paths', async () => {
    const rewards = readTenantConfig(
      { env: 'test', production: false, brand: { productName: 'Test' }, releases: CDN, remotes: { 'team-rewards': { enabled: true, version: '0.1.0' }, impostor: { enabled: true, version: '1.0.0' } } },
      'https://x',
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve({
      [`${CDN}/team-rewards/0.1.0/mf-manifest.json`]: manifest('^19.0.0'),
      [`${CDN}/team-rewards/0.1.0/routes.json`]: routes('team-rewards'),
      // A config line pointing a name at another remote's build.
      [`${CDN}/impostor/1.0.0/mf-manifest.json`]: manifest('^19.0.0'),
      [`${CDN}/impostor/1.0.0/routes.json`]: routes('trading'),
    });
    useRouteDirectory.setState({ tables: {}, settled: false });
    const tables = await registerTenantRemotes(rewards);
    expect([...tables.keys()]).toEqual(['team-rewards']);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'team_rewards', entry: `${CDN}/team-rewards/0.1.0/mf-manifest.json` }], { force: false });
    expect(useDiagnostics.getState().remotes.impostor).toMatchObject({ status: 'quarantined', reasons: ['its routes.json is remote "trading", not "impostor"'] });
    expect(useRouteDirectory.getState()).toMatchObject({ settled: true, tables: { 'team-rewards': { remote: 'team-rewards' } } });
  });

  it('moves a remote whose entry failed after boot to its last good release, once', async () => {
    serve({
      [`${CDN}/content/2.0.0/mf-manifest.json`]: manifest('^19.0.0'),
      [`${CDN}/content/2.0.0/routes.json`]: routes('content'),
      [`${CDN}/content/1.0.0/mf-manifest.json`]: manifest('^19.0.0'),
      [`${CDN}/content/1.0.0/routes.json`]: routes('content'),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await registerTenantRemotes(config);
    expect(useDiagnostics.getState().remotes.content).toMatchObject({ status: 'registered', version: '2.0.0' });
    registerRemotes.mockReset();

    expect(await fallBackToLastGood(config, 'content', 'entry failed')).toBe(true);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'content', entry: `${CDN}/content/1.0.0/mf-manifest.json` }], { force: true });
    expect(useDiagnostics.getState().remotes.content?.fellBack).toEqual({ version: '2.0.0', why: 'entry failed' });
    expect(await fallBackToLastGood(config, 'content', 'again')).toBe(false);
    expect(await fallBackToLastGood(config, 'trading', 'no last good')).toBe(false);
  });

  it('on a remote’s page, gates that remote first and the others after the page’s load, or when a table is asked for', async () => {
    const files = {
      [`${CDN}/content/2.0.0/mf-manifest.json`]: manifest('^19.0.0'),
      [`${CDN}/content/2.0.0/routes.json`]: routes('content'),
      [`${CDN}/trading/1.0.0/mf-manifest.json`]: manifest('^19.0.0'),
      [`${CDN}/trading/1.0.0/routes.json`]: routes('trading'),
      [`${CDN}/nft/1.0.0/mf-manifest.json`]: manifest('^19.0.0'),
      [`${CDN}/nft/1.0.0/routes.json`]: routes('nft'),
    };
    serve(files);
    const asked = () => vi.mocked(fetch).mock.calls.map(([url]) => String(url).replace(`${CDN}/`, '').split('/')[0]);
    useRouteDirectory.setState({ tables: {}, settled: false });
    let loaded!: () => void;
    const gates = gateTenantRemotes(config, 'trading', new Promise<void>((resolve) => (loaded = resolve)));

    expect(await gates.table('trading')).toMatchObject({ remote: 'trading' });
    expect(asked()).toEqual(['trading', 'trading']);
    expect(useRouteDirectory.getState().settled).toBe(false);
    // A navigation into nft before the load: its table is read for it.
    expect(await gates.table('nft')).toMatchObject({ remote: 'nft' });
    expect(asked()).not.toContain('content');

    loaded();
    expect([...(await gates.all()).keys()]).toEqual(['content', 'trading', 'nft']);
    expect(asked().filter((remote) => remote === 'trading')).toHaveLength(2);
    expect(asked()).toContain('content');
    expect(useRouteDirectory.getState().settled).toBe(true);
  });
});
