import { REMOTE_NAMES, type RemoteName } from './contract';
import { readWalletConfig, type WalletConfig } from './wallet-config';

/** One remote as a tenant deploys it. */
export interface RemoteDeployment {
  enabled: boolean;
  /** URL of the release's mf-manifest.json (a versioned folder, never a moving one). */
  manifest: string;
  /** Path prefixes the remote owns, so a deep link into a dead remote still finds its fallback. */
  prefixes: string[];
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
}

/** Products a tenant flag can switch off, and the paths (exact) that only they use. */
export const FEATURE_PATHS = { secondContract: ['/trade'] } as const satisfies Partial<Record<keyof TenantFlags, readonly string[]>>;
export type TenantFeature = keyof typeof FEATURE_PATHS;

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
  remotes: Record<RemoteName, RemoteDeployment>;
  flags: TenantFlags;
  capabilities: TenantCapabilities;
  /** Chains, token contracts and spenders of the DeFi screens' wallet panel (wallet-config.ts). */
  wallet: WalletConfig;
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
};

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

/** Merges `raw` over `base` key by key, keeping only known keys of the base's types. */
function mergeKnown<T>(base: T, raw: unknown, path: string): T {
  // A copy, never the defaults themselves: a production config is frozen deep.
  if (raw === undefined) return structuredClone(base);
  if (Array.isArray(base)) {
    if (!Array.isArray(raw)) throw new TenantConfigError(`tenant config: "${path}" must be a list`);
    return raw as T;
  }
  if (isObject(base)) {
    if (!isObject(raw)) throw new TenantConfigError(`tenant config: "${path}" must be an object`);
    const out: Json = {};
    for (const [key, value] of Object.entries(base)) out[key] = mergeKnown(value, raw[key], `${path}.${key}`);
    return out as T;
  }
  if (typeof raw !== typeof base) throw new TenantConfigError(`tenant config: "${path}" must be a ${typeof base}`);
  return raw as T;
}

function readRemotes(raw: unknown): Record<RemoteName, RemoteDeployment> {
  const remotes = isObject(raw) ? raw : {};
  const out = {} as Record<RemoteName, RemoteDeployment>;
  for (const name of REMOTE_NAMES) {
    const r = remotes[name];
    if (!isObject(r) || r.enabled !== true) {
      out[name] = { enabled: false, manifest: '', prefixes: isObject(r) && Array.isArray(r.prefixes) ? (r.prefixes as string[]) : [] };
      continue;
    }
    const prefixes = r.prefixes;
    if (!Array.isArray(prefixes) || !prefixes.every((p) => typeof p === 'string' && p.startsWith('/'))) {
      throw new TenantConfigError(`tenant config: remotes.${name}.prefixes must be a list of paths`);
    }
    out[name] = { enabled: true, manifest: str(r, 'manifest'), prefixes };
  }
  return out;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/**
 * Reads a tenant's `config.js` object into a typed, complete config: unknown keys are dropped,
 * missing flags take their defaults, wrong types throw. Frozen in production (spec §9).
 */
export function readTenantConfig(raw: unknown, origin: string): TenantConfig {
  if (!isObject(raw)) throw new TenantConfigError('tenant config: not an object (did config.js load?)');
  const apiBase = str(raw, 'apiBase', `${origin}/api`);
  const config: TenantConfig = {
    env: str(raw, 'env'),
    production: raw.production !== false,
    apiBase,
    wsBase: str(raw, 'wsBase', websocketBaseFor(origin)),
    assetsBase: str(raw, 'assetsBase', origin),
    brand: { productName: str(isObject(raw.brand) ? raw.brand : {}, 'productName') },
    remoteTimeoutMs: typeof raw.remoteTimeoutMs === 'number' && raw.remoteTimeoutMs > 0 ? raw.remoteTimeoutMs : 15000,
    remotes: readRemotes(raw.remotes),
    flags: mergeKnown(DEFAULT_FLAGS, raw.flags, 'flags'),
    capabilities: mergeKnown(DEFAULT_CAPABILITIES, raw.capabilities, 'capabilities'),
    wallet: readWalletConfig(raw.wallet),
  };
  return config.production ? deepFreeze(config) : config;
}

/** `{host}/ws` for an origin: wss on https, ws on http (spec §7). */
export function websocketBaseFor(origin: string): string {
  return `${origin.replace(/^http/, 'ws')}/ws`;
}

/** The remote that owns `pathname` by the tenant's prefixes, enabled or not. */
export function remoteOwning(config: TenantConfig, pathname: string): RemoteName | undefined {
  return REMOTE_NAMES.find((name) =>
    config.remotes[name].prefixes.some((p) => pathname === p || pathname.startsWith(p.endsWith('/') ? p : `${p}/`)),
  );
}

/**
 * Whether this tenant can open `path`: a path of a switched-off remote, or of a product the
 * tenant switched off (FEATURE_PATHS), falls to /home, so tabs and menus leave it out. Paths no
 * remote owns are the shell's.
 */
export function pathEnabled(config: TenantConfig, path: string): boolean {
  const pathname = path.split('?')[0]!;
  const owner = remoteOwning(config, pathname);
  if (owner !== undefined && !config.remotes[owner].enabled) return false;
  return (Object.keys(FEATURE_PATHS) as TenantFeature[]).every(
    (feature) => config.flags[feature] || !(FEATURE_PATHS[feature] as readonly string[]).includes(pathname),
  );
}
