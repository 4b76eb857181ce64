interface ShareEntry {
  loaded?: boolean;
  from?: string;
}
type ShareScopeMap = Record<string, Record<string, Record<string, Record<string, ShareEntry>>>>;

/**
 * The shared modules actually loaded on this page, with how many versions of each: from the
 * federation runtime's global share scope. One version each is the singleton promise (rule 5).
 */
export function sharedSingletons(): { name: string; versions: string[] }[] {
  const share = (globalThis as { __FEDERATION__?: { __SHARE__?: ShareScopeMap } }).__FEDERATION__?.__SHARE__ ?? {};
  const loaded = new Map<string, Set<string>>();
  for (const scopes of Object.values(share)) {
    for (const packages of Object.values(scopes)) {
      for (const [name, versions] of Object.entries(packages)) {
        for (const [version, entry] of Object.entries(versions)) {
          if (!entry.loaded) continue;
          if (!loaded.has(name)) loaded.set(name, new Set());
          loaded.get(name)!.add(version);
        }
      }
    }
  }
  return [...loaded].map(([name, versions]) => ({ name, versions: [...versions] })).sort((a, b) => a.name.localeCompare(b.name));
}
