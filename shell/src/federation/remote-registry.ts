import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { REMOTE_NAMES, type RemoteName, type TenantConfig } from '@atrium/platform';
import { faultReporterPlugin } from './fault-reporter-plugin';
import { reportRemote } from './diagnostics';

/** The tenant's enabled remotes, registered with the federation runtime: nothing is fetched yet. */
export function registerTenantRemotes(config: TenantConfig): RemoteName[] {
  registerPlugins([
    // One quick second try absorbs a dropped connection; the route's retry button does the rest.
    RetryPlugin({ fetch: { retryTimes: 1, retryDelay: 300 }, script: { retryTimes: 1, retryDelay: 300 } }),
    faultReporterPlugin(),
  ]);
  const enabled = REMOTE_NAMES.filter((name) => config.remotes[name].enabled);
  registerRemotes(enabled.map((name) => ({ name, entry: config.remotes[name].manifest })));
  for (const name of enabled) reportRemote(name, { status: 'registered', manifest: config.remotes[name].manifest });
  return enabled;
}

/**
 * Registers a remote again from scratch. The runtime caches a failed manifest and module
 * (module-federation/core #3685); `force` drops those caches so a retry really retries.
 */
export function reregisterRemote(config: TenantConfig, name: RemoteName): void {
  registerRemotes([{ name, entry: config.remotes[name].manifest }], { force: true });
}
