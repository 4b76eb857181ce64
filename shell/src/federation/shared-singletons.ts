interface ShareEntry {
  loaded?: boolean;
  from?: string;
}
type ShareScopeMap = Record<string, Record<string, Record<string, Record<string, ShareEntry>>>>;

/** One loaded copy of a shared module: its version and the app that provided it. */
export interface LoadedCopy {
  version: string;
  from: string;
}

/**
 * The shared modules actually loaded on this page, each copy with its provider: from the
 * federation runtime's global share scope. One copy each is the singleton promise (rule 5).
 */
export function sharedSingletons(): { name: string; copies: LoadedCopy[] }[] {
  const share = (globalThis as { __FEDERATION__?: { __SHARE__?: ShareScopeMap } }).__FEDERATION__?.__SHARE__ ?? {};
  const loaded = new Map<string, Map<string, LoadedCopy>>();
  for (const scopes of Object.values(share)) {
    for (const packages of Object.values(scopes)) {
      for (const [name, versions] of Object.entries(packages)) {
        for (const [version, entry] of Object.entries(versions)) {
          if (!entry.loaded) continue;
          if (!loaded.has(name)) loaded.set(name, new Map());
          loaded.get(name)!.set(version, { version, from: entry.from ?? '' });
        }
      }
    }
  }
  return [...loaded].map(([name, copies]) => ({ name, copies: [...copies.values()] })).sort((a, b) => a.name.localeCompare(b.name));
}
