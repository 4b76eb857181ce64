/** Files whose name never changes between releases: they must be revalidated on every load. */
const ENTRY_FILES = new Set(['index.html', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js', 'routes.json', 'config.js']);

/** A content hash in the name (`main.1a2b3c4d.js`) makes a file immutable. */
const HASHED = /\.[0-9a-f]{8}\.(js|css|json|svg|png|woff2?)$/;

/** Cache-Control for a served file (ARCHITECTURE "Releasing"). */
export function cacheControlFor(path: string): string {
  // A precompressed twin (`main.1a2b3c4d.js.br`) is cached as the file it stands for.
  const name = (path.split('/').pop() ?? '').replace(/\.(br|gz)$/, '');
  if (ENTRY_FILES.has(name)) return 'no-cache';
  if (HASHED.test(name)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}
