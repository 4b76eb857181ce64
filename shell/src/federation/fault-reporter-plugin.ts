import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remoteOfFederationId, tenant } from '@atrium/platform';
import { reportRemote } from './diagnostics';

/**
 * Records every failed remote load in the diagnostics, with the runtime's own words (the
 * errorLoadRemote hook); the load itself reports it, attributed, once it gives up. It returns
 * nothing, so the error still reaches the route's fallback: a substitute module would hide a
 * dead remote behind a blank screen.
 */
export function faultReporterPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'atrium-fault-reporter',
    errorLoadRemote(args) {
      const name = remoteOfFederationId(String(args.id), Object.keys(tenant().remotes));
      const message = args.error instanceof Error ? args.error.message : String(args.error);
      if (name) reportRemote(name, { status: 'failed', error: `${message} (${args.lifecycle})` });
      return undefined;
    },
  };
}
