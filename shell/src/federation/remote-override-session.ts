import { useSessionStore, type TenantConfig } from '@atrium/platform';
import { clearRemoteOverrides, remoteOverrides, setRemoteOverride, withRemoteOverrides, type OverrideRefusal } from './remote-override';

interface OverrideConsole {
  /** Loads `remote` from the build whose mf-manifest.json is `manifest`, from the next start (the page reloads). */
  override(remote: string, manifest: string): string;
  /** Ends every override; the page reloads with the tenant's releases. */
  resetOverrides(): void;
}

const refusalText = (refusal: OverrideRefusal): string =>
  refusal.reason === 'remote'
    ? `this tenant does not run a remote "${refusal.remote}"`
    : refusal.reason === 'origin'
      ? `${refusal.origin} is not one of this tenant's devOrigins (config.js)`
      : refusal.reason === 'url'
        ? 'give the full http(s) URL of the build\'s mf-manifest.json'
        : 'a production tenant takes no override';

/**
 * At start, in a non-production tenant only (the shell loads this module for no other): the
 * console's `__atrium.override(name, url)` and `__atrium.resetOverrides()`, and the end of the
 * overrides at sign-out. Sign-out clears session storage, where they live; the code they loaded
 * is still in the page, so it reloads: the next user of this tab starts on the tenant's
 * releases. Returns the config the federation registers (`withRemoteOverrides`).
 */
export function startRemoteOverrides(config: TenantConfig): TenantConfig {
  if (config.production) return config;
  const api: OverrideConsole = {
    override(remote, manifest) {
      const refusal = setRemoteOverride(config, remote, manifest);
      if (refusal) throw new Error(`[atrium] override refused: ${refusalText(refusal)}`);
      location.reload();
      return `${remote} will load from ${manifest}`;
    },
    resetOverrides() {
      clearRemoteOverrides();
      location.reload();
    },
  };
  const host = window as unknown as { __atrium?: Partial<OverrideConsole> };
  host.__atrium = Object.assign(host.__atrium ?? {}, api);
  if (remoteOverrides(config).length === 0) return config;
  const stop = useSessionStore.subscribe((state, previous) => {
    if (!previous.isSign || state.isSign) return;
    stop();
    clearRemoteOverrides();
    location.reload();
  });
  return withRemoteOverrides(config);
}
