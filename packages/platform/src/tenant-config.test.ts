import { describe, expect, it } from 'vitest';
import { DEFAULT_FLAGS, pathEnabled, readTenantConfig, remoteOwning, TenantConfigError } from './tenant-config';
import { federationName, remoteOfFederationId } from './contract';

const minimal = { env: 'acme', brand: { productName: 'Acme' } };

describe('the tenant config reader', () => {
  it('fills what a minimal config leaves out with the spec defaults', () => {
    const config = readTenantConfig(minimal, 'https://m.acme.example');
    expect(config.apiBase).toBe('https://m.acme.example/api');
    expect(config.wsBase).toBe('wss://m.acme.example/ws');
    expect(config.flags).toEqual(DEFAULT_FLAGS);
    expect(config.flags.defaultAreaCode).toBe('93');
    expect(config.remotes.content.enabled).toBe(false);
  });

  it('uses ws on http', () => {
    expect(readTenantConfig(minimal, 'http://localhost:8080').wsBase).toBe('ws://localhost:8080/ws');
  });

  it('keeps the flags a tenant sets and drops unknown keys', () => {
    const config = readTenantConfig(
      { ...minimal, flags: { defaultAreaCode: '1', signIn: { reverseTabs: true }, mystery: 1 } },
      'https://x.example',
    );
    expect(config.flags.defaultAreaCode).toBe('1');
    expect(config.flags.signIn).toEqual({ alwaysShowAccountTab: false, reverseTabs: true });
    expect(config.flags).not.toHaveProperty('mystery');
  });

  it('refuses a flag of the wrong type with a readable reason', () => {
    expect(() => readTenantConfig({ ...minimal, flags: { walletOnly: 'yes' } }, 'https://x.example')).toThrow(
      new TenantConfigError('tenant config: "flags.walletOnly" must be a boolean'),
    );
  });

  it('refuses a config without env or brand', () => {
    expect(() => readTenantConfig({ brand: { productName: 'A' } }, 'https://x')).toThrow(/"env"/);
    expect(() => readTenantConfig({ env: 'a' }, 'https://x')).toThrow(/"productName"/);
    expect(() => readTenantConfig(undefined, 'https://x')).toThrow(/not an object/);
  });

  it('requires a manifest and path prefixes for an enabled remote', () => {
    expect(() => readTenantConfig({ ...minimal, remotes: { content: { enabled: true, prefixes: ['/help'] } } }, 'https://x')).toThrow(/manifest/);
    expect(() => readTenantConfig({ ...minimal, remotes: { content: { enabled: true, manifest: 'm', prefixes: ['help'] } } }, 'https://x')).toThrow(/prefixes/);
  });

  it('deep-freezes the config in production and not in development', () => {
    const prod = readTenantConfig(minimal, 'https://x');
    expect(Object.isFrozen(prod.flags.signIn)).toBe(true);
    expect(() => {
      (prod.flags as { walletOnly: boolean }).walletOnly = true;
    }).toThrow();
    expect(Object.isFrozen(readTenantConfig({ ...minimal, production: false }, 'https://x').flags)).toBe(false);
  });

  it('finds the remote owning a path by its prefixes', () => {
    const config = readTenantConfig(
      { ...minimal, remotes: { content: { enabled: true, manifest: 'https://cdn/m.json', prefixes: ['/help', '/helpDetail'] } } },
      'https://x',
    );
    expect(remoteOwning(config, '/helpDetail/12')).toBe('content');
    expect(remoteOwning(config, '/help')).toBe('content');
    expect(remoteOwning(config, '/helpful')).toBeUndefined();
  });

  it('leaves out the paths of switched-off remotes', () => {
    const config = readTenantConfig(
      { ...minimal, remotes: { content: { enabled: true, manifest: 'https://cdn/m.json', prefixes: ['/help'] }, funds: { enabled: false, prefixes: ['/assets'] } } },
      'https://x',
    );
    expect(pathEnabled(config, '/help')).toBe(true);
    expect(pathEnabled(config, '/assets')).toBe(false);
    expect(pathEnabled(config, '/language-selection')).toBe(true);
  });

  it('leaves out the path of a product the tenant switched off, and only that path', () => {
    const trading = { enabled: true, manifest: 'https://cdn/m.json', prefixes: ['/trade', '/tradeU', '/quote'] };
    const off = readTenantConfig({ ...minimal, remotes: { trading }, flags: { secondContract: false } }, 'https://x');
    expect(pathEnabled(off, '/trade')).toBe(false);
    expect(pathEnabled(off, '/trade?symbol=btcusdt')).toBe(false);
    expect(pathEnabled(off, '/tradeU')).toBe(true);
    expect(pathEnabled(off, '/quote')).toBe(true);
    const on = readTenantConfig({ ...minimal, remotes: { trading } }, 'https://x');
    expect(on.flags.secondContract).toBe(true);
    expect(pathEnabled(on, '/trade')).toBe(true);
  });

  it('builds a remote under a federation name that is a valid identifier, and maps it back', () => {
    expect(federationName('defi-finance')).toBe('defi_finance');
    expect(federationName('trading')).toBe('trading');
    expect(remoteOfFederationId('defi_finance/routes')).toBe('defi-finance');
    expect(remoteOfFederationId('nobody/routes')).toBeUndefined();
  });
});
