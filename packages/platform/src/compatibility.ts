import { satisfiesCaret } from './version-range';

/** One shared module as a federation manifest (`mf-manifest.json`) declares it. */
export interface SharedDeclaration {
  name: string;
  version: string;
  requiredVersion?: string;
  /** Shared as a singleton: one copy at runtime, the shell's. */
  singleton?: boolean;
}

/** What a remote's release says it needs: its manifest's shared modules and its contract range (routes.json). */
export interface ReleaseNeeds {
  shared: SharedDeclaration[];
  /** The `@atrium/platform` contract range the remote was built for, e.g. "^1.2.0". */
  contract: string;
}

/** What the shell provides: the version of each singleton it shares, and its contract version. */
export interface ShellOffer {
  shared: Readonly<Record<string, string>>;
  contract: string;
}

export type Compatibility = { compatible: true } | { compatible: false; reasons: string[] };

/**
 * Whether a remote's release can run in this shell (ARCHITECTURE rule 5): every singleton the
 * shell provides must satisfy the range the remote was built against (the remote will get the
 * shell's copy), and the shell's contract version must satisfy the remote's contract range.
 * A singleton the remote expects and the shell does not provide refuses it too: the remote would
 * run its own copy of something that must exist once (a release built when the shell still
 * shared react-i18next would show its message keys, its copy bound to no i18next instance). A
 * module the remote shares only to deduplicate is its own business. Used by the shell before it
 * registers a remote, and by the pre-release check (`pnpm release:check`).
 */
export function checkCompatibility(shell: ShellOffer, release: ReleaseNeeds): Compatibility {
  const reasons: string[] = [];
  for (const module of release.shared) {
    const provided = shell.shared[module.name];
    if (provided === undefined) {
      if (module.singleton) reasons.push(`${module.name}: a singleton the release takes from the shell, which does not provide it`);
      continue;
    }
    const range = module.requiredVersion ?? `^${module.version}`;
    if (!satisfiesCaret(provided, range)) reasons.push(`${module.name}: built for ${range}, the shell provides ${provided}`);
  }
  if (!release.contract) reasons.push('@atrium/platform contract: the release declares none');
  else if (!satisfiesCaret(shell.contract, release.contract)) {
    reasons.push(`@atrium/platform contract: built for ${release.contract}, the shell implements ${shell.contract}`);
  }
  return reasons.length === 0 ? { compatible: true } : { compatible: false, reasons };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The needs of a release, read from its `mf-manifest.json` and `routes.json`; throws on a malformed file. */
export function releaseNeeds(manifest: unknown, routeTable: unknown): ReleaseNeeds {
  if (!isObject(manifest) || !Array.isArray(manifest.shared)) throw new Error('mf-manifest.json has no "shared" list');
  const shared = manifest.shared.map((entry: unknown) => {
    if (!isObject(entry) || typeof entry.name !== 'string' || typeof entry.version !== 'string') {
      throw new Error('mf-manifest.json has a malformed "shared" entry');
    }
    const requiredVersion = typeof entry.requiredVersion === 'string' ? entry.requiredVersion : undefined;
    return { name: entry.name, version: entry.version, ...(requiredVersion && { requiredVersion }), ...(entry.singleton === true && { singleton: true }) };
  });
  const contract = isObject(routeTable) && typeof routeTable.contract === 'string' ? routeTable.contract : '';
  return { shared, contract };
}

/** What a shell provides, read from its own `mf-manifest.json` (the pre-release check's view of a deployed shell). */
export function shellOffer(manifest: unknown, contract: string): ShellOffer {
  const { shared } = releaseNeeds(manifest, { contract });
  return { shared: Object.fromEntries(shared.map((s) => [s.name, s.version])), contract };
}
