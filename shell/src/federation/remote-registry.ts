import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { federationName, knowRouteTable, settleRouteDirectory, type RemoteName, type RemoteRelease, type RouteTable, type TenantConfig } from '@atrium/platform';
import { faultReporterPlugin } from './fault-reporter-plugin';
import { retryPlugin } from './retry-plugin';
import { reportRemote } from './diagnostics';
import { prefetchedManifest } from './prefetched-manifests';
import { trustedTypesPlugin, releaseOrigins } from './trusted-types-plugin';
import { probeRelease, type ProbeResult } from './release-probe';
import { attribute } from './attribution';

/** The release each remote runs: the pinned one, or its last good one after a failure. */
const active = new Map<RemoteName, RemoteRelease>();

function register(name: RemoteName, release: RemoteRelease, force: boolean): void {
  registerRemotes([{ name: federationName(name), entry: release.manifest }], { force });
  active.set(name, release);
}

const failure = (probe: Extract<ProbeResult, { ok: false }>) => probe.reasons.join('; ');

/** A release the gate turned away: not registered, its reasons logged and shown on /__platform. */
function quarantine(name: RemoteName, probe: Extract<ProbeResult, { ok: false }>): void {
  const status = probe.kind === 'incompatible' ? 'quarantined' : 'failed';
  reportRemote(name, { status, version: probe.release.version, reasons: probe.reasons, error: failure(probe) });
  attribute({ kind: 'error', remote: name, version: probe.release.version, what: probe.kind === 'incompatible' ? 'quarantine' : 'probe', message: failure(probe) });
}

/**
 * The compatibility gate for one remote: its pinned release is probed, and registered when it
 * fits the shell; if not, its last good release (when the tenant names one) gets the same checks.
 * Also the fallback's Retry. Its route table when the remote is registered.
 */
export async function gateRemote(config: TenantConfig, name: RemoteName): Promise<RouteTable | undefined> {
  const deployment = config.remotes[name];
  if (!deployment) return undefined;
  const pinned = await probeRelease(name, deployment, config.remoteTimeoutMs);
  // A table read is known even when its release is turned away: its paths show its fallback.
  if (pinned.table) knowRouteTable(name, pinned.table);
  if (pinned.ok) {
    register(name, deployment, false);
    reportRemote(name, { status: 'registered', version: deployment.version, routes: pinned.table.routes.length });
    return pinned.table;
  }
  if (!deployment.lastGood) {
    quarantine(name, pinned);
    return undefined;
  }
  attribute({ kind: 'error', remote: name, version: deployment.version, what: pinned.kind === 'incompatible' ? 'quarantine' : 'probe', message: failure(pinned) });
  const fallback = await probeRelease(name, deployment.lastGood, config.remoteTimeoutMs);
  if (fallback.table) knowRouteTable(name, fallback.table);
  if (!fallback.ok) {
    quarantine(name, fallback);
    return undefined;
  }
  register(name, deployment.lastGood, false);
  reportRemote(name, {
    status: 'registered',
    manifest: deployment.lastGood.manifest,
    version: deployment.lastGood.version,
    routes: fallback.table.routes.length,
    fellBack: { version: deployment.version, why: failure(pinned) },
  });
  return fallback.table;
}

/** Each enabled remote's gate (config order), started once: its table, or undefined when it was turned away. */
export interface RemoteGates {
  names: readonly RemoteName[];
  table(name: RemoteName): Promise<RouteTable | undefined>;
  /** Every gate started; the tables of those that passed, in config order. */
  all(): Promise<Map<RemoteName, RouteTable>>;
}

/**
 * Installs the runtime plugins, then gates the remotes the tenant runs (their manifests and route
 * tables, no remote code). The config names them (any name); their paths, federation names and
 * tabs come from those tables. `first` (the remote whose page is being opened) is gated now and
 * the others when `later` settles or as soon as someone asks for their table (a navigation into
 * one), so the page's own chain has the network to itself; without `first`, all start at once.
 */
export function gateTenantRemotes(config: TenantConfig, first?: RemoteName, later: Promise<unknown> = Promise.resolve()): RemoteGates {
  registerPlugins([retryPlugin({ prefetched: prefetchedManifest }), faultReporterPlugin(), trustedTypesPlugin(releaseOrigins(config))]);
  const enabled = Object.entries(config.remotes).filter(([, deployment]) => deployment.enabled);
  for (const [name, deployment] of enabled) {
    reportRemote(name, { status: 'loading', manifest: deployment.manifest, version: deployment.version, channel: deployment.channel });
  }
  const names = enabled.map(([name]) => name);
  const started = new Map<RemoteName, Promise<RouteTable | undefined>>();
  const table = (name: RemoteName) => {
    if (!names.includes(name)) return Promise.resolve(undefined);
    if (!started.has(name)) started.set(name, gateRemote(config, name));
    return started.get(name)!;
  };
  const tables = async () => {
    const read = await Promise.all(names.map(table));
    return new Map(names.flatMap((name, i) => (read[i] ? [[name, read[i]] as const] : [])));
  };
  const opening = first !== undefined && names.includes(first);
  const settled = (opening ? Promise.all([table(first), later]) : Promise.resolve())
    .then(tables)
    .then((known) => {
      settleRouteDirectory();
      return known;
    });
  return { names, table, all: () => settled };
}

/** Gates every remote the tenant runs at once: the route tables of those that passed. */
export function registerTenantRemotes(config: TenantConfig): Promise<Map<RemoteName, RouteTable>> {
  return gateTenantRemotes(config).all();
}

/** Whether the gate let this remote in (a quarantined or unreachable one is not preloaded). */
export const isRegistered = (name: RemoteName): boolean => active.has(name);

/**
 * Registers a remote again from scratch. The runtime caches a failed manifest and module
 * (module-federation/core #3685); `force` drops those caches so a retry really retries.
 */
export function reregisterRemote(name: RemoteName): void {
  const release = active.get(name);
  if (release) register(name, release, true);
}

/**
 * After the pinned release failed to load (entry or module, past the runtime's retry): switch to
 * the tenant's last good release when it passes the gate. True when the remote now runs it.
 */
export async function fallBackToLastGood(config: TenantConfig, name: RemoteName, why: string): Promise<boolean> {
  const lastGood = config.remotes[name]?.lastGood;
  if (!lastGood || active.get(name)?.version === lastGood.version) return false;
  const probe = await probeRelease(name, lastGood, config.remoteTimeoutMs);
  if (!probe.ok) return false;
  register(name, lastGood, true);
  reportRemote(name, { manifest: lastGood.manifest, version: lastGood.version, fellBack: { version: config.remotes[name]?.version ?? '', why } });
  return true;
}
