import { describe, expect, it } from 'vitest';
import { readTenantConfig } from './tenant-config';

const minimal = { env: 'acme', brand: { productName: 'Acme' } };

describe('a tenant\'s development origins (devOrigins)', () => {
  it('are exact origins, read only in a non-production tenant', () => {
    const config = readTenantConfig({ ...minimal, production: false, devOrigins: ['http://localhost:5173', 'https://dev.acme.example'] }, 'https://x');
    expect(config.devOrigins).toEqual(['http://localhost:5173', 'https://dev.acme.example']);
    expect(config.problems).toEqual([]);
  });

  it('are none in a production tenant, even when its config lists some', () => {
    const config = readTenantConfig({ ...minimal, devOrigins: ['http://localhost:5173'] }, 'https://x');
    expect(config.production).toBe(true);
    expect(config.devOrigins).toEqual([]);
    expect(config.problems).toEqual(['"devOrigins" is ignored in a production tenant']);
  });

  it('refuse wildcards, paths, other schemes and trailing slashes, noting each', () => {
    const config = readTenantConfig(
      { ...minimal, production: false, devOrigins: ['http://*.acme.example', 'http://localhost:5173/', 'http://localhost:5173/remote', 'ftp://acme.example', 42, 'http://localhost:4000'] },
      'https://x',
    );
    expect(config.devOrigins).toEqual(['http://localhost:4000']);
    expect(config.problems).toHaveLength(5);
  });

  it('default to none', () => {
    expect(readTenantConfig({ ...minimal, production: false }, 'https://x').devOrigins).toEqual([]);
  });
});
