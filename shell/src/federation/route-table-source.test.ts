import { afterEach, describe, expect, it, vi } from 'vitest';
import { readTenantConfig, setTenant, type RemoteName, type RouteTable } from '@atrium/platform';
import type { RemoteGates } from './remote-registry';

vi.mock('./preload-scheduler', () => ({ preloadWhenIdle: vi.fn() }));
const { htmlPageOwner, routeTableSource, startRouteTables } = await import('./route-table-source');

const config = readTenantConfig({ env: 'test', production: false, brand: { productName: 'Test' }, releases: 'https://cdn.example', remotes: {} }, 'https://x');
const table = (remote: string, ...paths: string[]): RouteTable => ({ remote, version: '1.0.0', contract: '^3.0.0', routes: paths.map((path) => ({ path, public: true, titleKey: 'x' })) });

/** Gates (config order: content, trading, funds, nft) whose tables arrive when the test says. */
function heldGates() {
  const names = ['content', 'trading', 'funds', 'nft'];
  const held = new Map(
    names.map((name) => {
      let resolve!: (value: RouteTable | undefined) => void;
      const promise = new Promise<RouteTable | undefined>((settle) => (resolve = settle));
      return [name, { promise, resolve }];
    }),
  );
  const gates: RemoteGates = {
    names,
    table: (name: RemoteName) => held.get(name)?.promise ?? Promise.resolve(undefined),
    all: () => new Promise(() => undefined),
  };
  return { gates, arrive: (name: string, value: RouteTable | undefined) => held.get(name)!.resolve(value) };
}

/** Whether the promise has settled once pending callbacks ran. */
const settledYet = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

afterEach(() => {
  vi.restoreAllMocks();
  document.head.replaceChildren();
});

describe('the tables a path needs', () => {
  it('is the page owner’s table alone, as soon as it is in, while the other tables are still on their way', async () => {
    const { gates, arrive } = heldGates();
    startRouteTables(config, gates, 'funds');
    const needed = routeTableSource.for('/assets');
    arrive('funds', table('funds', '/assets'));
    expect(await settledYet(needed)).toBe(true);
    expect([...(await needed).keys()]).toEqual(['funds']);
  });

  it('waits, for a path of a slow remote, until that remote’s table arrives', async () => {
    const { gates, arrive } = heldGates();
    startRouteTables(config, gates, 'funds');
    arrive('funds', table('funds', '/assets'));
    arrive('content', table('content', '/helpDetail/:id'));
    arrive('trading', table('trading', '/quote'));
    const needed = routeTableSource.for('/nft');
    expect(await settledYet(needed)).toBe(false);
    arrive('nft', table('nft', '/nft'));
    expect([...(await needed).keys()]).toEqual(['content', 'trading', 'funds', 'nft']);
  });

  it('keeps config order without an owner: an earlier remote’s claim wins, and a later table is not awaited', async () => {
    const { gates, arrive } = heldGates();
    startRouteTables(config, gates);
    const needed = routeTableSource.for('/assets');
    arrive('funds', table('funds', '/assets'));
    // content's table is not in: it might claim /assets before funds.
    expect(await settledYet(needed)).toBe(false);
    arrive('content', undefined);
    arrive('trading', table('trading', '/quote', '/assets'));
    expect([...(await needed).keys()]).toEqual(['trading']);
  });

  it('falls back to config order when the owner’s table does not claim the path (its release rolled back)', async () => {
    const { gates, arrive } = heldGates();
    startRouteTables(config, gates, 'funds');
    arrive('funds', table('funds', '/wallet'));
    arrive('content', table('content', '/helpDetail/:id'));
    arrive('trading', table('trading', '/quote'));
    arrive('nft', undefined);
    expect([...(await routeTableSource.for('/assets')).keys()]).toEqual(['content', 'trading', 'funds']);
  });
});

describe('the page’s owner', () => {
  const tenant = readTenantConfig(
    {
      env: 'test',
      production: false,
      brand: { productName: 'Test' },
      releases: 'https://cdn.example',
      remotes: { trading: { enabled: true, version: '1.0.0', prefixes: ['/quote'] }, funds: { enabled: true, version: '1.0.0', prefixes: ['/assets'] } },
    },
    'https://x',
  );
  const preload = (href: string, as: string) => document.head.append(Object.assign(document.createElement('link'), { rel: 'preload', as, href }));

  it('is the remote whose code the HTML preloads, and none on a page without a remote’s chain', () => {
    setTenant(tenant);
    expect(htmlPageOwner(tenant)).toBeUndefined();
    preload('https://cdn.example/funds/1.0.0/routes.json', 'fetch');
    expect(htmlPageOwner(tenant)).toBeUndefined();
    preload('https://cdn.example/funds/1.0.0/remoteEntry.js', 'script');
    expect(htmlPageOwner(tenant)).toBe('funds');
  });
});
