import type { RemoteName, RouteTable, TenantConfig } from '@atrium/platform';
import { withTimeout } from './with-timeout';
import { reportRemote } from './diagnostics';

/** routes.json lives beside the release's mf-manifest.json. */
export function routeTableUrl(manifestUrl: string): string {
  return new URL('routes.json', new URL(manifestUrl, location.href)).href;
}

function isRouteTable(value: unknown): value is RouteTable {
  const t = value as RouteTable;
  return typeof t === 'object' && t !== null && Array.isArray(t.routes) && t.routes.every((r) => typeof r.path === 'string');
}

async function fetchTable(config: TenantConfig, name: RemoteName): Promise<RouteTable> {
  const url = routeTableUrl(config.remotes[name].manifest);
  const response = await withTimeout(fetch(url, { mode: 'cors' }), config.remoteTimeoutMs, `the route table of ${name}`);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const table: unknown = await response.json();
  if (!isRouteTable(table)) throw new Error(`${url} is not a route table`);
  return table;
}

/**
 * Fetches every enabled remote's route table at once (data only, no remote code: rule 3).
 * A remote whose table cannot be fetched is reported and left out; its prefixes still lead
 * to its fallback.
 */
export async function fetchRouteTables(config: TenantConfig, names: RemoteName[]): Promise<Map<RemoteName, RouteTable>> {
  const results = await Promise.allSettled(names.map((name) => fetchTable(config, name)));
  const tables = new Map<RemoteName, RouteTable>();
  results.forEach((result, i) => {
    const name = names[i]!;
    if (result.status === 'fulfilled') {
      tables.set(name, result.value);
      reportRemote(name, { routes: result.value.routes.length, version: result.value.version });
    } else {
      const error = result.reason instanceof Error ? result.reason.message : String(result.reason);
      reportRemote(name, { status: 'failed', error });
      console.error(`[atrium] route table of "${name}" unavailable: ${error}`);
    }
  });
  return tables;
}
