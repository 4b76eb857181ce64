import { sessionStore, type RemoteDeployment, type RemoteName, type TenantConfig } from '@atrium/platform';

/**
 * The remote override (issue 23, Deliver 6): in a non-production tenant, a developer loads one
 * remote from a build on their machine (`pnpm dev:remote <name>`) into the running shell. It is
 * set only by a deliberate act in the page (/__platform or `__atrium.override` in the console),
 * never read from a URL (a link must not plant remote code beside the session token), kept in
 * session storage (this tab, and gone at sign-out with the rest of it), and only from an exact
 * origin of the tenant's `devOrigins`. A production tenant has none at all (spec §9).
 */
export interface RemoteOverride {
  remote: RemoteName;
  /** The URL of the build's mf-manifest.json. */
  manifest: string;
  origin: string;
}

/** Why an override was refused; the screens say it in the user's language. */
export type OverrideRefusal =
  | { reason: 'production' }
  | { reason: 'remote'; remote: string }
  | { reason: 'url' }
  | { reason: 'origin'; origin: string };

/** The version the diagnostics show for a remote that runs a developer's build. */
export const OVERRIDE_VERSION = 'override';

/** Why `manifest` may not replace `remote` in this tenant, or undefined when it may. */
export function refuseOverride(config: TenantConfig, remote: string, manifest: string): OverrideRefusal | undefined {
  if (config.production) return { reason: 'production' };
  if (!Object.hasOwn(config.remotes, remote) || !config.remotes[remote]?.enabled) return { reason: 'remote', remote };
  let url: URL;
  try {
    url = new URL(manifest);
  } catch {
    return { reason: 'url' };
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.pathname.endsWith('.json')) return { reason: 'url' };
  if (!config.devOrigins.includes(url.origin)) return { reason: 'origin', origin: url.origin };
  return undefined;
}

type Stored = Partial<Record<string, string>>;

function stored(): Stored {
  const value = sessionStore.getJson<unknown>('REMOTE_OVERRIDES');
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Stored) : {};
}

/**
 * The overrides in force: those stored for this tab that this tenant still accepts (each is
 * checked again, so a config that drops an origin, or turns production on, ends it).
 */
export function remoteOverrides(config: TenantConfig): RemoteOverride[] {
  if (config.production) return [];
  return Object.entries(stored()).flatMap(([remote, manifest]) =>
    typeof manifest === 'string' && !refuseOverride(config, remote, manifest) ? [{ remote, manifest, origin: new URL(manifest).origin }] : [],
  );
}

/** Stores an override for the next start of the shell, or says why not (nothing stored then). */
export function setRemoteOverride(config: TenantConfig, remote: string, manifest: string): OverrideRefusal | undefined {
  const refusal = refuseOverride(config, remote, manifest);
  if (refusal) return refusal;
  sessionStore.setJson('REMOTE_OVERRIDES', { ...stored(), [remote]: manifest });
  return undefined;
}

/** Ends every override (the banner's reset); the remotes run their releases from the next start. */
export function clearRemoteOverrides(): void {
  sessionStore.remove('REMOTE_OVERRIDES');
}

/**
 * The deployment the compatibility gate probes for `name`: the developer's build when an override
 * is in force, with the tenant's release as its fallback (so a build that fails still leaves the
 * remote working); otherwise undefined, and the tenant's deployment stands.
 */
export function overriddenDeployment(config: TenantConfig, name: RemoteName): RemoteDeployment | undefined {
  const override = remoteOverrides(config).find((o) => o.remote === name);
  const release = config.remotes[name];
  if (!override || !release) return undefined;
  return { ...release, version: OVERRIDE_VERSION, manifest: override.manifest, lastGood: { version: release.version, manifest: release.manifest } };
}

/**
 * The tenant's config as the federation registers it: each overridden remote's deployment is the
 * developer's build (so the compatibility gate probes it, the Trusted Types policy lets its origin
 * through, and a failure falls back to the release); the config itself when nothing is overridden.
 */
export function withRemoteOverrides(config: TenantConfig): TenantConfig {
  const overridden = remoteOverrides(config).map((o) => [o.remote, overriddenDeployment(config, o.remote)!] as const);
  return overridden.length === 0 ? config : { ...config, remotes: { ...config.remotes, ...Object.fromEntries(overridden) } };
}
