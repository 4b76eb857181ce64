import { describe, expect, it } from 'vitest';
import { DEFAULT_FLAGS, readTenantConfig } from './tenant-config';
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
    expect(config.remotes).toEqual({});
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
      public: [],
    });
    expect(config.remotes.funds).toMatchObject({ enabled: true, channel: 'stable', version: '1.1.0', manifest: 'https://cdn.example/funds/1.1.0/mf-manifest.json' });
    expect(config.remotes.funds?.lastGood).toBeUndefined();
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
          'Not A Name': { enabled: true, version: '1.0.0' },
        },
      },
      'https://x',
    );
    expect(config.remotes.content).toEqual({ enabled: false, version: '', manifest: '', prefixes: ['/help'], public: [] });
    expect(config.remotes.funds?.enabled).toBe(false);
    expect(config.remotes.nft).toMatchObject({ enabled: true, prefixes: [] });
    expect(config.remotes).not.toHaveProperty('Not A Name');
    expect(config.problems).toEqual([
      '"remotes.Not A Name" is not a remote name (lowercase words joined by hyphens; ignored)',
      'remotes.content: channel "stable" names no version of it (switched off)',
      'remotes.funds: "version" must be a version like 1.2.0, or "channel" a channel name (switched off)',
      'remotes.nft.prefixes must be a list of paths (ignored)',
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

  it('reads a remote no list names, with its release, and the paths the tenant makes public', () => {
    const config = readTenantConfig(
      {
        ...minimal,
        releases: 'https://cdn.example',
        channels: { beta: { rewards: '0.3.0' } },
        remotes: { rewards: { enabled: true, channel: 'beta', lastGood: '0.2.0' }, content: { enabled: true, version: '1.0.0', public: ['/helpDetail/:id'] } },
      },
      'https://x',
    );
    expect(config.problems).toEqual([]);
    expect(config.remotes.rewards).toEqual({
      enabled: true,
      channel: 'beta',
      version: '0.3.0',
      manifest: 'https://cdn.example/rewards/0.3.0/mf-manifest.json',
      lastGood: { version: '0.2.0', manifest: 'https://cdn.example/rewards/0.2.0/mf-manifest.json' },
      prefixes: [],
      public: [],
    });
    expect(config.remotes.content?.public).toEqual(['/helpDetail/:id']);
  });

  it('builds a remote under a federation name that is a valid identifier, and maps it back', () => {
    expect(federationName('defi-finance')).toBe('defi_finance');
    expect(federationName('trading')).toBe('trading');
    expect(remoteOfFederationId('defi_finance/routes', ['trading', 'defi-finance'])).toBe('defi-finance');
    expect(remoteOfFederationId('nobody/routes', ['trading', 'defi-finance'])).toBeUndefined();
  });
});
