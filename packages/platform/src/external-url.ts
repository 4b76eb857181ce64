/**
 * `value` when it is an absolute http(s) address, otherwise null. Links from the server
 * (store links, support desks, the white paper) open in a new tab only when they pass this,
 * so a `javascript:` or relative value never becomes a link.
 */
export function externalUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
