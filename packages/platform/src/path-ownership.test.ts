import { describe, expect, it } from 'vitest';
import type { RouteTable } from './contract';
import { matchesRoutePath, pathEnabled, remoteOwning, tenantMadePublic } from './path-ownership';
import type { RouteDirectory } from './route-directory';
import { readTenantConfig } from './tenant-config';

const table = (remote: string, routes: RouteTable['routes']): RouteTable => ({ remote, version: '1.0.0', contract: '^3.0.0', routes });
const route = (path: string, extra: object = {}) => ({ path, public: false, titleKey: `x:${path}`, ...extra });

const TABLES = {
  content: table('content', [route('/help'), route('/helpDetail/:id')]),
  trading: table('trading', [route('/quote'), route('/trade', { feature: 'secondContract' }), route('/tradeU')]),
  rewards: table('rewards', [route('/rewards')]),
};
const directory = (settled: boolean, tables: RouteDirectory['tables'] = TABLES): RouteDirectory => ({ shellPaths: ['/', '/home', '/language-selection'], tables, settled });

const config = (remotes: object, flags: object = {}) =>
  readTenantConfig({ env: 'acme', brand: { productName: 'Acme' }, releases: 'https://cdn', remotes, flags }, 'https://x');

describe('path ownership', () => {
  it('matches route patterns segment by segment', () => {
    expect(matchesRoutePath('/helpDetail/:id', '/helpDetail/12')).toBe(true);
    expect(matchesRoutePath('/helpDetail/:id', '/helpDetail')).toBe(false);
    expect(matchesRoutePath('/help', '/help/')).toBe(true);
    expect(matchesRoutePath('/', '/help')).toBe(false);
  });

  it('finds the owner of a path in the route tables, then in the config hints', () => {
    const tenant = config({ content: { enabled: true, version: '1.0.0' }, uplan: { enabled: true, version: '1.0.0', prefixes: ['/uplan'] } });
    expect(remoteOwning(tenant, '/helpDetail/12', directory(true))).toBe('content');
    expect(remoteOwning(tenant, '/help', directory(true))).toBe('content');
    expect(remoteOwning(tenant, '/helpful', directory(true))).toBeUndefined();
    expect(remoteOwning(tenant, '/rewards', directory(true))).toBe('rewards');
    // uplan's table could not be read: its hint still finds its fallback.
    expect(remoteOwning(tenant, '/uplan/7', directory(true))).toBe('uplan');
  });

  it('leaves out the paths of remotes the tenant does not run, once the tables are in', () => {
    const tenant = config({ content: { enabled: true, version: '1.0.0' }, funds: { enabled: false } });
    const known = directory(true, { content: TABLES.content });
    expect(pathEnabled(tenant, '/help', known)).toBe(true);
    expect(pathEnabled(tenant, '/language-selection', known)).toBe(true);
    // Nobody serves /assets (funds is off, its table never read): it leads nowhere.
    expect(pathEnabled(tenant, '/assets', known)).toBe(false);
    expect(pathEnabled(tenant, '/assets', directory(false, { content: TABLES.content }))).toBe(true);
    // A known table of a remote switched off.
    expect(pathEnabled(config({ rewards: { enabled: false } }), '/rewards', directory(true))).toBe(false);
  });

  it('leaves out the path whose route names a product the tenant switched off, and only that path', () => {
    const remotes = { trading: { enabled: true, version: '1.0.0' } };
    const off = config(remotes, { secondContract: false });
    expect(pathEnabled(off, '/trade', directory(true))).toBe(false);
    expect(pathEnabled(off, '/trade?symbol=btcusdt', directory(true))).toBe(false);
    expect(pathEnabled(off, '/tradeU', directory(true))).toBe(true);
    expect(pathEnabled(off, '/quote', directory(true))).toBe(true);
    expect(pathEnabled(config(remotes), '/trade', directory(true))).toBe(true);
  });

  it('makes public only the paths a tenant names for that remote', () => {
    const tenant = config({ content: { enabled: true, version: '1.0.0', public: ['/helpDetail/:id'] } });
    expect(tenantMadePublic(tenant, 'content', '/helpDetail/:id')).toBe(true);
    expect(tenantMadePublic(tenant, 'content', '/help')).toBe(false);
    expect(tenantMadePublic(tenant, 'trading', '/helpDetail/:id')).toBe(false);
  });
});
