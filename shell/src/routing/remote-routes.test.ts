import { beforeEach, describe, expect, it, vi } from 'vitest';
import { knowRouteTable, readTenantConfig, setTenant, useRouteDirectory, type RouteTable } from '@atrium/platform';
import { remoteRouteObjects } from './remote-routes';

const table: RouteTable = {
  remote: 'trading',
  version: '1.0.0',
  contract: '^2.0.0',
  routes: [
    { path: '/quote', public: true, titleKey: 'trading:title_quote' },
    { path: '/trade', public: false, titleKey: 'trading:title_trade', feature: 'secondContract' },
    { path: '/tradeU', public: false, titleKey: 'trading:title_trade_u' },
    { path: '/home', public: true, titleKey: 'trading:title_home' },
  ],
};

const tenantWith = (secondContract: boolean) =>
  setTenant(
    readTenantConfig(
      {
        env: 'test',
        production: false,
        brand: { productName: 'Test' },
        releases: 'https://cdn',
        remotes: { trading: { enabled: true, version: '1.0.0' } },
        flags: { secondContract },
      },
      'https://x',
    ),
  );

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  knowRouteTable('trading', table);
});

describe("a remote's route objects", () => {
  it('take every route of the table except the paths the shell owns', () => {
    tenantWith(true);
    const paths = remoteRouteObjects('trading', table, new Set(['/home'])).map((r) => r.path);
    expect(paths).toEqual(['/quote', '/trade', '/tradeU']);
  });

  it("leave out the route of a product the tenant switched off, so it falls to /home", () => {
    tenantWith(false);
    const paths = remoteRouteObjects('trading', table, new Set(['/home'])).map((r) => r.path);
    expect(paths).toEqual(['/quote', '/tradeU']);
  });

  it("judge a path two remotes claim by this remote's own switch, not the other's", () => {
    tenantWith(true);
    // An earlier table, of a remote this tenant does not run, claims /quote too.
    const content: RouteTable = { ...table, remote: 'content', routes: [{ path: '/quote', public: true, titleKey: 'content:title' }] };
    useRouteDirectory.setState({ tables: { content, trading: table } });
    const paths = remoteRouteObjects('trading', table, new Set(['/home'])).map((r) => r.path);
    expect(paths).toEqual(['/quote', '/trade', '/tradeU']);
  });
});
