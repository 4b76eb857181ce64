/**
 * The origins a non-production tenant lets a developer load a remote from (`devOrigins` in its
 * config.js): exact origins only, `http://localhost:5173`, never a wildcard or a path, so the
 * shell's override check, its Trusted Types policy and the static host's CSP all compare the
 * same strings. A production tenant has none (spec §9: its runtime config is frozen, and no one
 * may run other code beside its users' sessions); a list given there is ignored and noted.
 */
export function readDevOrigins(raw: unknown, production: boolean, problems: string[]): string[] {
  if (raw === undefined) return [];
  if (production) {
    problems.push('"devOrigins" is ignored in a production tenant');
    return [];
  }
  if (!Array.isArray(raw)) {
    problems.push('"devOrigins" must be a list of origins (ignored)');
    return [];
  }
  const origins: string[] = [];
  for (const entry of raw) {
    if (isExactOrigin(entry)) origins.push(entry);
    else problems.push(`"devOrigins": ${JSON.stringify(entry)} is not an exact http(s) origin like http://localhost:5173 (ignored)`);
  }
  return [...new Set(origins)];
}

/** `https://host[:port]` exactly as the URL parser writes it back: no path, no wildcard, no slash. */
function isExactOrigin(value: unknown): value is string {
  // The URL parser takes `*` in a host name: a wildcard is refused before it.
  if (typeof value !== 'string' || value.includes('*')) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}
