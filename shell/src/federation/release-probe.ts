import { checkCompatibility, CONTRACT_VERSION, releaseNeeds, type RemoteName, type RemoteRelease, type RouteTable } from '@atrium/platform';
import { fetchWithRetry } from './retry-plugin';
import { withTimeout } from '@atrium/kit';
import { timed } from './attribution';
import { rememberManifest } from './prefetched-manifests';

/**
 * What the shell offers a remote (ARCHITECTURE rule 5): its shared versions, built in by the
 * rspack preset from the list it shares, and its contract. Read when probing, not on import.
 */
const shellOffer = () => ({ shared: __ATRIUM_SHARED__, contract: CONTRACT_VERSION });

export type ProbeResult =
  | { ok: true; release: RemoteRelease; table: RouteTable }
  /** `table` when it was read (an incompatible release's paths still show its fallback). */
  | { ok: false; release: RemoteRelease; kind: 'unreachable' | 'incompatible'; reasons: string[]; table?: RouteTable };

/** routes.json lives beside the release's mf-manifest.json. */
export function routeTableUrl(manifestUrl: string): string {
  return new URL('routes.json', new URL(manifestUrl, location.href)).href;
}

function isRouteTable(value: unknown): value is RouteTable {
  const t = value as RouteTable;
  return typeof t === 'object' && t !== null && Array.isArray(t.routes) && t.routes.every((r) => typeof r.path === 'string');
}

async function fetchJson(url: string, timeoutMs: number): Promise<unknown> {
  const response = await withTimeout(fetchWithRetry(url, { mode: 'cors' }), timeoutMs, url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/**
 * Reads one release's manifest and route table at once (data only, no remote code: rule 3) and
 * checks it against the shell. A compatible release's manifest is remembered for the runtime.
 */
export function probeRelease(name: RemoteName, release: RemoteRelease, timeoutMs: number): Promise<ProbeResult> {
  return timed(name, release.version, 'probe', async (): Promise<ProbeResult> => {
    let manifest: unknown;
    let table: unknown;
    try {
      [manifest, table] = await Promise.all([fetchJson(release.manifest, timeoutMs), fetchJson(routeTableUrl(release.manifest), timeoutMs)]);
      if (!isRouteTable(table)) throw new Error(`${routeTableUrl(release.manifest)} is not a route table`);
    } catch (error) {
      return { ok: false, release, kind: 'unreachable', reasons: [error instanceof Error ? error.message : String(error)] };
    }
    let verdict;
    try {
      verdict = checkCompatibility(shellOffer(), releaseNeeds(manifest, table));
    } catch (error) {
      verdict = { compatible: false as const, reasons: [error instanceof Error ? error.message : String(error)] };
    }
    // The table names the remote it was built as: its federation name is derived from it, so a
    // config line pointing at another remote's release must not register it under this name.
    if (table.remote !== name) verdict = { compatible: false as const, reasons: [...(verdict.compatible ? [] : verdict.reasons), `its routes.json is remote "${table.remote}", not "${name}"`] };
    if (!verdict.compatible) return { ok: false, release, kind: 'incompatible', reasons: verdict.reasons, table };
    rememberManifest(release.manifest, manifest);
    return { ok: true, release, table };
  });
}
