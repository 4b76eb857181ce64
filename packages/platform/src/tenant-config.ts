import type { RemoteName } from './contract';
import { readWalletConfig, type WalletConfig } from './wallet-config';
import { readServiceCallbacks, type ServiceCallbacks } from './service-callbacks';
import { readDevOrigins } from './dev-origins';

/** One published release of a remote: `<releases>/<remote>/<version>/mf-manifest.json`. */
export interface RemoteRelease {
  version: string;
  /** URL of the release's mf-manifest.json (an immutable, versioned folder). */
  manifest: string;
}

/**
 * One remote as a tenant deploys it. config.js names a release by `version` (a pin) or by
 * `channel` (a name in the config's `channels` that resolves to a version), and may name a
 * `lastGood` version to fall back to: promoting, pinning and rolling back are config edits.
 */
export interface RemoteDeployment extends RemoteRelease {
  enabled: boolean;
  /** The channel the version came from, when the config named one. */
  channel?: string;
  /** The previous good release, loaded when this one fails after its retries. */
  lastGood?: RemoteRelease;
  /**
   * A hint only: path prefixes for the fallback of a remote whose route table cannot be read.
   * The paths a remote owns come from its release's route table (written once, by the remote).
   */
  prefixes: string[];
  /**
   * Paths of this remote the tenant makes public, explicitly (a per-tenant deviation from spec
   * §2, recorded in config/platform/README.md): the shell's public list does not name them.
   */
  public: string[];
}

export type SignUpType = 'account' | 'email' | 'phone';

/**
 * The tenant's behaviour flags: every "in one environment…" of the spec is one named field
 * here (ARCHITECTURE rule 4); code never checks an environment name.
 */
export interface TenantFlags {
  signIn: { alwaysShowAccountTab: boolean; reverseTabs: boolean };
  signUp: { reverseTabs: boolean; phoneRequiredWithEmail: boolean };
  /** Phone area code preselected in the pickers (spec: 93, or 1 in one environment). */
  defaultAreaCode: string;
  /** Sign-up types for which the invite code is required. */
  inviteCode: { requiredFor: SignUpType[] };
  /** Visitors who are not signed in always go to wallet sign-in. */
  walletOnly: boolean;
  /** Visitors who are not signed in and have no wallet go to /no-wallet instead of /sign-in. */
  noWalletPage: boolean;
  frozen: { showDialog: boolean; opensService: boolean };
  /** Allow pinch zoom (blocked by default, spec §5). */
  allowZoom: boolean;
  defaultTheme: 'light' | 'dark';
  appDownload: { layout: 'list' | 'cards' };
  /** The DeFi tab shows its web3 call-to-action label. */
  web3TabLabel: boolean;
  /**
   * The second contract (fixed-period up/down orders, a binary-option-style product) is offered.
   * Off for a jurisdiction that forbids it: its route falls to /home and its quote tab goes.
   */
  secondContract: boolean;
  /**
   * The mobile/desktop redirect (spec §1): wider than 690 px, a page on another origin than
   * `desktopOrigin` moves there; at 690 px or less, a page on `desktopOrigin` moves to
   * `mobileOrigin`. '' leaves that direction off.
   */
  desktopRedirect: { desktopOrigin: string; mobileOrigin: string };
  /** The blocked-IP page (spec §8) offers customer service, so a blocked user can appeal. */
  blockedIp: { serviceLink: boolean };
  /** /__platform, the diagnostics page. Off unless set, in production; on in development. */
  diagnostics: boolean;
}

/** What the tenant's backend offers beyond the spec's contract (rule 14, server/CONTRACT-DELTA.md). */
export interface TenantCapabilities {
  /** The five submit endpoints honour an Idempotency-Key header. */
  idempotencyKey: boolean;
  /** Wallet sign-in proves the address by signing a server nonce. */
  walletNonce: boolean;
  /** Passwords and codes are read from request bodies, so they stay out of URLs and access logs. */
  secretsInBody: boolean;
}

export interface TenantConfig {
  env: string;
  production: boolean;
  /** `{host}/api`. */
  apiBase: string;
  /** `{host}/ws`: wss on https, ws on http. */
  wsBase: string;
  assetsBase: string;
  brand: { productName: string };
  /** How long a remote may take to load before its fallback shows. */
  remoteTimeoutMs: number;
  /** Every remote the config names, by name: the set is open (any name a release exists for). */
  remotes: Record<RemoteName, RemoteDeployment>;
  flags: TenantFlags;
  capabilities: TenantCapabilities;
  /** Chains, token contracts and spenders of the DeFi screens' wallet panel (wallet-config.ts). */
  wallet: WalletConfig;
  /** The named customer-service actions an entry's `callback` may name (service-callbacks.ts). */
  serviceCallbacks: ServiceCallbacks;
  /** Where load timings and errors tagged with remote, version and tenant go; '' is the console only. */
  reporting: { endpoint: string };
  /**
   * Exact origins a developer may load one remote's build from instead of its release (the
   * shell's remote override): only in a non-production tenant, always empty in production.
   */
  devOrigins: string[];
  /**
   * What the reader ignored in config.js (unknown keys, values of the wrong type, releases it
   * could not resolve), each with its path: the shell reports them at start in development.
   */
  problems: readonly string[];
}

export const DEFAULT_CAPABILITIES: TenantCapabilities = { idempotencyKey: false, walletNonce: false, secretsInBody: false };

export const DEFAULT_FLAGS: TenantFlags = {
  signIn: { alwaysShowAccountTab: false, reverseTabs: false },
  signUp: { reverseTabs: false, phoneRequiredWithEmail: false },
  defaultAreaCode: '93',
  inviteCode: { requiredFor: [] },
  walletOnly: false,
  noWalletPage: false,
  frozen: { showDialog: true, opensService: false },
  allowZoom: false,
  defaultTheme: 'light',
  appDownload: { layout: 'list' },
  web3TabLabel: false,
  secondContract: true,
  desktopRedirect: { desktopOrigin: '', mobileOrigin: '' },
  blockedIp: { serviceLink: true },
  diagnostics: false,
};

/** Flags whose value is one of a few words. */
const FLAG_CHOICES: Record<string, readonly string[]> = {
  'flags.defaultTheme': ['light', 'dark'],
  'flags.appDownload.layout': ['list', 'cards'],
  'flags.inviteCode.requiredFor': ['account', 'email', 'phone'],
};

const TOP_LEVEL_KEYS = ['env', 'production', 'apiBase', 'wsBase', 'assetsBase', 'brand', 'remoteTimeoutMs', 'releases', 'channels', 'remotes', 'flags', 'capabilities', 'wallet', 'reporting', 'serviceCallbacks', 'devOrigins'];

const VERSION = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;

export class TenantConfigError extends Error {
  override name = 'TenantConfigError';
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function str(raw: Json, key: string, fallback?: string): string {
  const v = raw[key];
  if (typeof v === 'string' && v !== '') return v;
  if (v === undefined && fallback !== undefined) return fallback;
  throw new TenantConfigError(`tenant config: "${key}" must be a non-empty string`);
}

/**
 * Merges `raw` over `base` key by key. What does not fit (an unknown key, a value of another
 * type or outside its choices) is left out, its default kept, and noted in `problems`.
 */
function mergeKnown<T>(base: T, raw: unknown, path: string, problems: string[]): T {
  // A copy, never the defaults themselves: a production config is frozen deep.
  if (raw === undefined) return structuredClone(base);
  const choices = FLAG_CHOICES[path];
  const fits = (v: unknown) => typeof v === 'string' && (!choices || choices.includes(v));
  if (Array.isArray(base)) {
    if (Array.isArray(raw) && raw.every(fits)) return raw as T;
    problems.push(`"${path}" must be a list of ${choices ? choices.join(' / ') : 'strings'} (ignored)`);
    return structuredClone(base);
  }
  if (isObject(base)) {
    if (!isObject(raw)) {
      problems.push(`"${path}" must be an object (ignored)`);
      return structuredClone(base);
    }
    const out: Json = {};
    for (const [key, value] of Object.entries(base)) out[key] = mergeKnown(value, raw[key], `${path}.${key}`, problems);
    for (const key of Object.keys(raw)) if (!(key in base)) problems.push(`unknown "${path}.${key}" (ignored)`);
    return out as T;
  }
  if (typeof raw !== typeof base || (choices && !fits(raw))) {
    problems.push(`"${path}" must be ${choices ? choices.join(' or ') : `a ${typeof base}`} (ignored)`);
    return base;
  }
  return raw as T;
}

type Channels = Record<string, Partial<Record<string, string>>>;

const releaseOf = (releases: string, name: RemoteName, version: string): RemoteRelease => ({
  version,
  manifest: `${releases.replace(/\/$/, '')}/${name}/${version}/mf-manifest.json`,
});

/** A remote's name: a folder of the releases and, hyphens made underscores, a global identifier. */
const REMOTE_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

const paths = (value: unknown): string[] | undefined =>
  Array.isArray(value) && value.every((p) => typeof p === 'string' && p.startsWith('/')) ? (value as string[]) : undefined;

/**
 * One remote's deployment. An enabled remote whose release cannot be resolved (no version, an
 * unknown channel) is switched off and noted: one bad line must not take the app down.
 */
function readRemote(name: RemoteName, r: unknown, releases: string | undefined, channels: Channels, problems: string[]): RemoteDeployment {
  const raw = isObject(r) ? r : {};
  const listOf = (key: 'prefixes' | 'public'): string[] => {
    if (raw[key] === undefined) return [];
    const list = paths(raw[key]);
    if (!list) problems.push(`remotes.${name}.${key} must be a list of paths (ignored)`);
    return list ?? [];
  };
  const off: RemoteDeployment = { enabled: false, version: '', manifest: '', prefixes: listOf('prefixes'), public: listOf('public') };
  if (raw.enabled !== true) return off;
  const fail = (why: string) => (problems.push(`remotes.${name}: ${why} (switched off)`), off);
  if (!releases) return fail('"releases" (where release folders live) is missing');
  const channel = typeof raw.channel === 'string' ? raw.channel : undefined;
  const version = channel !== undefined ? channels[channel]?.[name] : raw.version;
  if (typeof version !== 'string' || !VERSION.test(version)) {
    return fail(channel !== undefined ? `channel "${channel}" names no version of it` : '"version" must be a version like 1.2.0, or "channel" a channel name');
  }
  const deployment: RemoteDeployment = { ...off, enabled: true, ...releaseOf(releases, name, version), ...(channel !== undefined && { channel }) };
  if (raw.lastGood !== undefined) {
    if (typeof raw.lastGood === 'string' && VERSION.test(raw.lastGood)) {
      if (raw.lastGood !== version) deployment.lastGood = releaseOf(releases, name, raw.lastGood);
    } else problems.push(`remotes.${name}.lastGood must be a version like 1.2.0 (ignored)`);
  }
  return deployment;
}

/** Every remote the config names; a name that cannot be a remote's is left out and noted. */
function readRemotes(raw: Json, problems: string[]): Record<RemoteName, RemoteDeployment> {
  const remotes = isObject(raw.remotes) ? raw.remotes : {};
  const releases = typeof raw.releases === 'string' && raw.releases !== '' ? raw.releases : undefined;
  const channels = (isObject(raw.channels) ? raw.channels : {}) as Channels;
  const names = Object.keys(remotes).filter((name) => REMOTE_NAME.test(name) || (problems.push(`"remotes.${name}" is not a remote name (lowercase words joined by hyphens; ignored)`), false));
  return Object.fromEntries(names.map((name) => [name, readRemote(name, remotes[name], releases, channels, problems)]));
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/**
 * Reads a tenant's `config.js` object into a typed, complete config: missing flags take their
 * defaults; unknown keys and ill-typed values are ignored and listed in `problems` (reported at
 * start in development). Only a config without its identity (env, brand) throws. Frozen deep
 * in production (spec §9).
 */
export function readTenantConfig(raw: unknown, origin: string): TenantConfig {
  if (!isObject(raw)) throw new TenantConfigError('tenant config: not an object (did config.js load?)');
  const problems: string[] = Object.keys(raw).filter((key) => !TOP_LEVEL_KEYS.includes(key)).map((key) => `unknown "${key}" (ignored)`);
  const apiBase = str(raw, 'apiBase', `${origin}/api`);
  const production = raw.production !== false;
  const flags = mergeKnown({ ...DEFAULT_FLAGS, diagnostics: !production }, raw.flags, 'flags', problems);
  const config: TenantConfig = {
    env: str(raw, 'env'),
    production,
    apiBase,
    wsBase: str(raw, 'wsBase', websocketBaseFor(origin)),
    assetsBase: str(raw, 'assetsBase', origin),
    brand: { productName: str(isObject(raw.brand) ? raw.brand : {}, 'productName') },
    remoteTimeoutMs: typeof raw.remoteTimeoutMs === 'number' && raw.remoteTimeoutMs > 0 ? raw.remoteTimeoutMs : 15000,
    remotes: readRemotes(raw, problems),
    flags,
    capabilities: mergeKnown(DEFAULT_CAPABILITIES, raw.capabilities, 'capabilities', problems),
    wallet: readWalletConfig(raw.wallet),
    serviceCallbacks: readServiceCallbacks(raw.serviceCallbacks, problems),
    reporting: mergeKnown({ endpoint: '' }, raw.reporting, 'reporting', problems),
    devOrigins: readDevOrigins(raw.devOrigins, production, problems),
    problems,
  };
  return production ? deepFreeze(config) : config;
}

/** `{host}/ws` for an origin: wss on https, ws on http (spec §7). */
export function websocketBaseFor(origin: string): string {
  return `${origin.replace(/^http/, 'ws')}/ws`;
}
