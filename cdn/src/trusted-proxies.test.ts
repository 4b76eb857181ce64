import { describe, expect, it } from 'vitest';
import { parseTrustedProxies } from './trusted-proxies';

describe('TRUSTED_PROXIES', () => {
  it('trusts nobody when unset or empty', () => {
    expect(parseTrustedProxies(undefined)).toEqual([]);
    expect(parseTrustedProxies('  ')).toEqual([]);
  });

  it('reads addresses and CIDR ranges of both families', () => {
    expect(parseTrustedProxies('10.0.0.5, 10.1.0.0/16,::1 , fd00::/8,192.0.2.1/32')).toEqual(['10.0.0.5', '10.1.0.0/16', '::1', 'fd00::/8', '192.0.2.1/32']);
  });

  it('refuses a malformed entry, naming it', () => {
    for (const bad of ['localhost', '10.0.0', '10.0.0.0/33', 'fd00::/129', '10.0.0.0/8/1', '10.0.0.0/', '10.0.0.0/x', '*']) {
      expect(() => parseTrustedProxies(`10.0.0.5,${bad}`), bad).toThrow(`TRUSTED_PROXIES: "${bad}" is not an IP address or CIDR range`);
    }
    expect(() => parseTrustedProxies('10.0.0.5,,10.0.0.6')).toThrow('TRUSTED_PROXIES: an empty entry');
  });
});
