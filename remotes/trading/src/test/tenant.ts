import { knowRouteTable, readTenantConfig, type RouteData, type TenantConfig, type TenantFlags } from '@atrium/platform';
import routes from '../route-table.json';

/**
 * A tenant that runs this remote, with trading's route table known to the platform as the shell
 * makes it known at boot: what `pathEnabled` reads (a route's `feature`, its owner's state).
 */
export function tenantRunningTrading(flags: Partial<TenantFlags> = {}): TenantConfig {
  knowRouteTable('trading', { remote: 'trading', version: 'test', contract: '', routes: routes as RouteData[] });
  return readTenantConfig(
    { env: 'test', production: false, brand: { productName: 'Test' }, releases: 'http://localhost', remotes: { trading: { enabled: true, version: '1.0.0' } }, flags },
    'http://localhost',
  );
}
