import { describe, expect, it } from 'vitest';
import { DEFAULT_FLAGS, pathEnabled, readTenantConfig, remoteOwning } from './tenant-config';
import { federationName, remoteOfFederationId } from './contract';

const minimal = { env: 'acme', brand: { productName: 'Acme' } };

describe('the tenant config reader', () => {
  it('fills what a minimal config leaves out with the spec defaults', () => {
    const config = readTenantConfig(minimal, 'https://m.acme.example');
    expect(config.apiBase).toBe('https://m.acme.example/api');
    expect(config.wsBase).toBe('wss://m.acme.example/ws');
    expect(config.flags).toEqual(DEFAULT_FLAGS);
    expect(config.flags.diagnostics).toBe(false);
    expect(config.problems).toEqual([]);
    expect(config.flags.defaultAreaCode).toBe('93');
    expect(config.remotes.content.enabled).toBe(false);
  });

  it('uses ws on http', () => {
    expect(readTenantConfig(minimal, 'http://localhost:8080').wsBase).toBe('ws://localhost:8080/ws');
  });

  it('keeps the flags a tenant sets, and ignores unknown keys, noting each', () => {
    const config = readTenantConfig(
      { ...minimal, flags: { defaultAreaCode: '1', signIn: { reverseTabs: true }, mystery: 1 }, extra: true },
      'https://x.example',
    );
    expect(config.flags.defaultAreaCode).toBe('1');
    expect(config.flags.signIn).toEqual({ alwaysShowAccountTab: false, reverseTabs: true });
    expect(config.flags).not.toHaveProperty('mystery');
    expect(config.problems).toEqual(['unknown "extra" (ignored)', 'unknown "flags.mystery" (ignored)']);
  });

  it('ignores an ill-typed flag safely, keeping its default, with a readable reason', () => {
    const config = readTenantConfig(
      { ...minimal, flags: { walletOnly: 'yes', defaultTheme: 'purple', inviteCode: { requiredFor: ['fax'] }, frozen: true } },
      'https://x.example',
    );
    expect(config.flags.walletOnly).toBe(false);
    expect(config.flags.defaultTheme).toBe('light');
    expect(config.flags.inviteCode.requiredFor).toEqual([]);
    expect(config.flags.frozen).toEqual(DEFAULT_FLAGS.frozen);
    expect(config.problems).toEqual([
      '"flags.inviteCode.requiredFor" must be a list of account / email / phone (ignored)',
      '"flags.walletOnly" must be a boolean (ignored)',
      '"flags.frozen" must be an object (ignored)',
      '"flags.defaultTheme" must be light or dark (ignored)',
    ]);
  });

  it('shows the diagnostics page by default only in development', () => {
    expect(readTenantConfig({ ...minimal, production: false }, 'https://x').flags.diagnostics).toBe(true);
    expect(readTenantConfig({ ...minimal, flags: { diagnostics: true } }, 'https://x').flags.diagnostics).toBe(true);
  });

  it('refuses a config without env or brand', () => {
    expect(() => readTenantConfig({ brand: { productName: 'A' } }, 'https://x')).toThrow(/"env"/);
    expect(() => readTenantConfig({ env: 'a' }, 'https://x')).toThrow(/"productName"/);
    expect(() => readTenantConfig(undefined, 'https://x')).toThrow(/not an object/);
  });

  it('resolves a remote’s release from a pinned version or a channel, with its last good version', () => {
    const config = readTenantConfig(
      {
        ...minimal,
        releases: 'https://cdn.example/',
        channels: { stable: { content: '1.0.0', funds: '1.1.0' } },
        remotes: {
          content: { enabled: true, version: '2.0.0', lastGood: '1.0.0', prefixes: ['/help'] },
          funds: { enabled: true, channel: 'stable', prefixes: ['/assets'] },
        },
      },
      'https://x',
    );
    expect(config.remotes.content).toEqual({
      enabled: true,
      version: '2.0.0',
      manifest: 'https://cdn.example/content/2.0.0/mf-manifest.json',
      lastGood: { version: '1.0.0', manifest: 'https://cdn.example/content/1.0.0/mf-manifest.json' },
      prefixes: ['/help'],
    });
    expect(config.remotes.funds).toMatchObject({ enabled: true, channel: 'stable', version: '1.1.0', manifest: 'https://cdn.example/funds/1.1.0/mf-manifest.json' });
    expect(config.remotes.funds.lastGood).toBeUndefined();
  });

  it('switches off a remote whose release cannot be resolved, noting why, and keeps its paths', () => {
    const config = readTenantConfig(
      {
        ...minimal,
        releases: 'https://cdn.example',
        channels: { stable: {} },
        remotes: {
          content: { enabled: true, channel: 'stable', prefixes: ['/help'] },
          funds: { enabled: true, version: 'latest', prefixes: ['/assets'] },
          nft: { enabled: true, version: '1.0.0', prefixes: ['nft'] },
          mystery: { enabled: true },
        },
      },
      'https://x',
    );
    expect(config.remotes.content).toEqual({ enabled: false, version: '', manifest: '', prefixes: ['/help'] });
    expect(config.remotes.funds.enabled).toBe(false);
    expect(config.remotes.nft.enabled).toBe(false);
    expect(config.problems).toEqual([
      'unknown remote "remotes.mystery" (ignored)',
      'remotes.funds: "version" must be a version like 1.2.0, or "channel" a channel name (switched off)',
      'remotes.nft: "prefixes" must be a list of paths (switched off)',
      'remotes.content: channel "stable" names no version of it (switched off)',
    ]);
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
      { ...minimal, remotes: { content: { enabled: true, version: '1.0.0', prefixes: ['/help', '/helpDetail'] } }, releases: 'https://cdn' },
      'https://x',
    );
    expect(remoteOwning(config, '/helpDetail/12')).toBe('content');
    expect(remoteOwning(config, '/help')).toBe('content');
    expect(remoteOwning(config, '/helpful')).toBeUndefined();
  });

  it('leaves out the paths of switched-off remotes', () => {
    const config = readTenantConfig(
      { ...minimal, releases: 'https://cdn', remotes: { content: { enabled: true, version: '1.0.0', prefixes: ['/help'] }, funds: { enabled: false, prefixes: ['/assets'] } } },
      'https://x',
    );
    expect(pathEnabled(config, '/help')).toBe(true);
    expect(pathEnabled(config, '/assets')).toBe(false);
    expect(pathEnabled(config, '/language-selection')).toBe(true);
  });

  it('leaves out the path of a product the tenant switched off, and only that path', () => {
    const trading = { enabled: true, version: '1.0.0', prefixes: ['/trade', '/tradeU', '/quote'] };
    const off = readTenantConfig({ ...minimal, releases: 'https://cdn', remotes: { trading }, flags: { secondContract: false } }, 'https://x');
    expect(pathEnabled(off, '/trade')).toBe(false);
    expect(pathEnabled(off, '/trade?symbol=btcusdt')).toBe(false);
    expect(pathEnabled(off, '/tradeU')).toBe(true);
    expect(pathEnabled(off, '/quote')).toBe(true);
    const on = readTenantConfig({ ...minimal, releases: 'https://cdn', remotes: { trading } }, 'https://x');
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
