import { federationName, type RemoteName, type RouteTable } from '../../packages/platform/src/contract';
import type { RemoteRelease } from '../../packages/platform/src/tenant-config';
import { remoteSources } from './remote-sources';

export type ProbeResult =
  | { ok: true; release: RemoteRelease; table: RouteTable }
  | { ok: false; release: RemoteRelease; kind: 'unreachable' | 'incompatible'; reasons: string[] };

/** The monolith's release probe: every remote is built in, so its table is at hand and it fits. */
export async function probeRelease(name: RemoteName, release: RemoteRelease): Promise<ProbeResult> {
  const source = remoteSources[federationName(name)];
  if (!source) return { ok: false, release, kind: 'unreachable', reasons: [`the monolith has no remote "${name}"`] };
  return { ok: true, release, table: { remote: name, version: release.version, contract: '', routes: source.routes } };
}
