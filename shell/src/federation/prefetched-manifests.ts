const manifests = new Map<string, unknown>();

/** Keeps a release's manifest read by the compatibility gate (release folders are immutable). */
export function rememberManifest(url: string, json: unknown): void {
  manifests.set(url, json);
}

/** The remembered manifest as a fresh response for the federation runtime, or undefined. */
export function prefetchedManifest(url: string): Response | undefined {
  if (!manifests.has(url)) return undefined;
  return new Response(JSON.stringify(manifests.get(url)), { headers: { 'content-type': 'application/json' } });
}
