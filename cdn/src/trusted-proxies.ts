import { isIP } from 'node:net';

const EXAMPLE = 'e.g. 10.0.0.5, 10.0.0.0/8 or fd00::/8';

/** One entry: an IPv4 or IPv6 address, alone or with a prefix length (CIDR). */
function checkEntry(entry: string): string {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  const bits = family === 4 ? 32 : 128;
  const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits);
  if (family === 0 || !prefixOk || rest.length > 0) {
    throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range (${EXAMPLE})`);
  }
  return entry;
}

/**
 * TRUSTED_PROXIES, read once at start: the proxies in front of the static host (a load balancer)
 * whose X-Forwarded-For it believes, as comma-separated addresses or CIDR ranges. Default none:
 * the client's address is then the peer of the socket the host accepted, whatever the request
 * says, so nobody can pick the address the API's per-address limits and blocks count against.
 * A malformed value stops the start, naming the entry (a typo must not trust nobody silently, nor
 * everybody).
 */
export function parseTrustedProxies(value: string | undefined): string[] {
  if (value === undefined || value.trim() === '') return [];
  return value.split(',').map((raw) => {
    const entry = raw.trim();
    if (entry === '') throw new Error(`TRUSTED_PROXIES: an empty entry in "${value}" (${EXAMPLE})`);
    return checkEntry(entry);
  });
}
