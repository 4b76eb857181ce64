import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { federationName, REMOTE_NAMES, type RemoteName, type TenantConfig } from '@atrium/platform';
import { faultReporterPlugin } from './fault-reporter-plugin';
import { retryPlugin } from './retry-plugin';
import { reportRemote } from './diagnostics';

/** The tenant's enabled remotes, registered with the federation runtime: nothing is fetched yet. */
export function registerTenantRemotes(config: TenantConfig): RemoteName[] {
  registerPlugins([
    retryPlugin(),
    faultReporterPlugin(),
  ]);
  const enabled = REMOTE_NAMES.filter((name) => config.remotes[name].enabled);
  registerRemotes(enabled.map((name) => ({ name: federationName(name), entry: config.remotes[name].manifest })));
  for (const name of enabled) reportRemote(name, { status: 'registered', manifest: config.remotes[name].manifest });
  return enabled;
}

/**
 * Registers a remote again from scratch. The runtime caches a failed manifest and module
 * (module-federation/core #3685); `force` drops those caches so a retry really retries.
 */
export function reregisterRemote(config: TenantConfig, name: RemoteName): void {
  registerRemotes([{ name: federationName(name), entry: config.remotes[name].manifest }], { force: true });
}
