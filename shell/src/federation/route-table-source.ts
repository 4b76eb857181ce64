import { matchesRoutePath, type RemoteName, type RouteTable, type TenantConfig } from '@atrium/platform';
import { gateRemote, type RemoteGates } from './remote-registry';
import { preloadWhenIdle } from './preload-scheduler';
import { htmlPreloadedCodeOf, retryWithNewPage } from './html-preloads';

let gates: RemoteGates | undefined;
/** The page's owner as the static host named it (the remote whose code the HTML preloads). */
let owner: RemoteName | undefined;
let config: TenantConfig | null = null;
/** Tables a retry read after their gate had turned them away. */
const retried = new Map<RemoteName, RouteTable>();

const claims = (table: RouteTable, pathname: string) => table.routes.some((route) => matchesRoutePath(route.path, pathname));

/**
 * Takes the gates of the tenant's remotes (started at boot, before the router's first navigation
 * asks for a table) and the remote the HTML opened the page for, if any; once every table is in,
 * idle time preloads the likely next remotes.
 */
export function startRouteTables(tenantConfig: TenantConfig, remoteGates: RemoteGates, pageOwner?: RemoteName): void {
  config = tenantConfig;
  gates = remoteGates;
  owner = pageOwner;
  retried.clear();
  void remoteGates.all().then(preloadWhenIdle);
}

const tableOf = async (name: RemoteName) => retried.get(name) ?? (await gates?.table(name));

/**
 * The tables to patch in for `pathname`, in the order they take precedence (a path two tables
 * claim goes to the one patched first): the page owner's alone as soon as it is in and claims
 * the path (the static host chose it by the same rule, config order, over the releases it
 * serves); otherwise the tables in config order up to the first that claims the path, each
 * awaited in turn, so an earlier remote's claim still wins; all of them when none claims it.
 */
async function tablesFor(pathname: string): Promise<Map<RemoteName, RouteTable>> {
  if (owner !== undefined) {
    const table = await tableOf(owner);
    if (table && claims(table, pathname)) return new Map([[owner, table]]);
  }
  const found = new Map<RemoteName, RouteTable>();
  for (const name of gates?.names ?? []) {
    const table = await tableOf(name);
    if (!table) continue;
    found.set(name, table);
    if (claims(table, pathname)) break;
  }
  return found;
}

export const routeTableSource = { for: tablesFor };

/**
 * The remote the HTML was written for: the static host preloads the code of the remote owning
 * the page's path (cdn/src/route-preloads.ts), and no other remote's. Undefined on other pages.
 */
export function htmlPageOwner(tenantConfig: TenantConfig): RemoteName | undefined {
  return Object.keys(tenantConfig.remotes).find((name) => tenantConfig.remotes[name]!.enabled && htmlPreloadedCodeOf(name));
}

/** Gates one remote again after a failure (the fallback's Retry): its table once it is known. */
export async function retryRouteTable(name: RemoteName): Promise<RouteTable | undefined> {
  if (!config) return undefined;
  if (htmlPreloadedCodeOf(name)) return retryWithNewPage();
  const table = await gateRemote(config, name);
  if (table) retried.set(name, table);
  return table;
}
