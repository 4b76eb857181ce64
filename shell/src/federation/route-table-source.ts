import type { RemoteName, RouteTable, TenantConfig } from '@atrium/platform';
import { gateRemote } from './remote-registry';
import { preloadWhenIdle } from './preload-scheduler';
import { htmlPreloadedCodeOf, retryWithNewPage } from './html-preloads';

let tables: Promise<Map<RemoteName, RouteTable>> = Promise.resolve(new Map());
let config: TenantConfig | null = null;

/**
 * Takes the route tables of the remotes the gate let in (started at boot, before the router's
 * first navigation asks for them); once they are in, idle time preloads the likely next remotes.
 */
export function startRouteTables(tenantConfig: TenantConfig, gated: Promise<Map<RemoteName, RouteTable>>): void {
  config = tenantConfig;
  tables = gated;
  void gated.then(preloadWhenIdle);
}

export const routeTableSource = { current: () => tables };

/** Gates one remote again after a failure (the fallback's Retry): its table once it is known. */
export async function retryRouteTable(name: RemoteName): Promise<RouteTable | undefined> {
  if (!config) return undefined;
  if (htmlPreloadedCodeOf(name)) return retryWithNewPage();
  const [known, table] = await Promise.all([tables, gateRemote(config, name)]);
  if (!table) return undefined;
  tables = Promise.resolve(new Map([...known, [name, table]]));
  return table;
}
