import type { RemoteName, RouteTable, TenantConfig } from '@atrium/platform';
import { fetchRouteTables } from './route-tables';

let tables: Promise<Map<RemoteName, RouteTable>> = Promise.resolve(new Map());
let config: TenantConfig | null = null;

/** Starts fetching every enabled remote's table at boot (in parallel, no remote code). */
export function startRouteTables(tenantConfig: TenantConfig, names: RemoteName[]): void {
  config = tenantConfig;
  tables = fetchRouteTables(tenantConfig, names);
}

export const routeTableSource = { current: () => tables };

/** Fetches one remote's table again after a failure; true when it is now known. */
export async function retryRouteTable(name: RemoteName): Promise<boolean> {
  if (!config) return false;
  const [known, fresh] = await Promise.all([tables, fetchRouteTables(config, [name])]);
  const table = fresh.get(name);
  if (!table) return false;
  tables = Promise.resolve(new Map([...known, [name, table]]));
  return true;
}
