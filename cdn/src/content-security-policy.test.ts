import { describe, expect, it } from 'vitest';
import { utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentSecurityPolicy, remoteOrigins } from './content-security-policy';
import { tenantConfigFor } from './tenant-config-reader';
import { fixtureDir, tenantConfigJs, writeFiles } from './test-fixtures';

const platformDir = fixtureDir('csp');
const WALLET = `wallet: { chains: [
  { id: 'eth', kind: 'evm', name: 'Ethereum', chainId: 1, rpcUrl: 'https://rpc.example/v1', explorer: 'https://x.example', approvalsUrl: 'https://x.example/{address}', tokens: [] },
  { id: 'eth2', kind: 'evm', name: 'Ethereum', chainId: 1, rpcUrl: 'https://rpc.example/v2', explorer: 'https://x.example', approvalsUrl: 'https://x.example/{address}', tokens: [] },
] },`;
writeFiles(platformDir, {
  'atrium/config.js': tenantConfigJs('atrium', {
    remotes: { content: { lastGood: '0.9.0' }, nft: { enabled: false } },
    extra: `apiBase: 'https://api.atrium.example/api', wsBase: 'wss://push.atrium.example/ws', ${WALLET}`,
  }),
  'harbor/config.js': tenantConfigJs('harbor', { remotes: { trading: { version: '1.0.0', channel: undefined } } }),
  'broken/config.js': 'window.__ATRIUM_PLATFORM_CONFIG__ = { env: "broken" };',
});

const policyFor = (env: string, origin: string) => {
  const reading = tenantConfigFor(platformDir, env, origin);
  return contentSecurityPolicy(reading.ok ? reading.config : undefined);
};
const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

describe('the Content-Security-Policy of a tenant', () => {
  it('lets the page call its API, its websocket, its remotes and its wallet RPC, and nothing else', () => {
    const policy = policyFor('atrium', 'https://atrium.example');
    expect(directive(policy, 'connect-src')).toBe(
      "connect-src 'self' https://api.atrium.example wss://push.atrium.example https://atrium.example:444 https://rpc.example",
    );
    expect(policy).not.toMatch(/ ws: | wss: /);
  });

  it('runs scripts only from its own origin and its remotes’, no eval and no inline script', () => {
    const policy = policyFor('atrium', 'https://atrium.example');
    expect(directive(policy, 'script-src')).toBe("script-src 'self' https://atrium.example:444");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain('report-uri /__csp-report');
  });

  it('allows no plugin and no <base>, and turns strings into script or HTML only through the platform’s Trusted Types policies', () => {
    const policy = policyFor('atrium', 'https://atrium.example');
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'base-uri')).toBe("base-uri 'none'");
    expect(directive(policy, 'require-trusted-types-for')).toBe("require-trusted-types-for 'script'");
    expect(directive(policy, 'trusted-types')).toBe("trusted-types atrium-config atrium-service-worker atrium-chunks atrium-federation dompurify 'allow-duplicates'");
  });

  it('follows the host the page is served on, and a change of config.js', () => {
    const local = policyFor('harbor', 'http://harbor.localhost:8080');
    expect(directive(local, 'script-src')).toBe("script-src 'self' http://harbor.localhost:8081");
    expect(directive(local, 'connect-src')).toBe("connect-src 'self' http://harbor.localhost:8080 ws://harbor.localhost:8080 http://harbor.localhost:8081");
    const file = join(platformDir, 'harbor', 'config.js');
    writeFileSync(file, tenantConfigJs('harbor').replace('releases: cdn', "releases: 'https://cdn.harbor.example'"));
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(directive(policyFor('harbor', 'http://harbor.localhost:8080'), 'script-src')).toBe("script-src 'self' https://cdn.harbor.example");
  });

  it('lets images come from the tenant’s assets host, even on plain http', () => {
    writeFiles(platformDir, { 'assets/config.js': tenantConfigJs('assets', { extra: "assetsBase: 'http://assets.localhost:9000/'," }) });
    expect(directive(policyFor('assets', 'http://assets.localhost:8080'), 'img-src')).toBe("img-src 'self' data: blob: https: http://assets.localhost:9000 http://assets.localhost:8081");
  });

  it('lets a non-production tenant’s development origins serve scripts and answer fetches, and a production tenant’s never', () => {
    const devOrigins = "devOrigins: ['http://localhost:5173'],";
    writeFiles(platformDir, {
      'dev/config.js': tenantConfigJs('dev', { extra: devOrigins }).replace('production: true', 'production: false'),
      'prod/config.js': tenantConfigJs('prod', { extra: devOrigins }),
    });
    const dev = policyFor('dev', 'http://dev.localhost:8080');
    expect(directive(dev, 'script-src')).toBe("script-src 'self' http://dev.localhost:8081 http://localhost:5173");
    expect(directive(dev, 'connect-src')).toContain(' http://localhost:5173');
    const prod = policyFor('prod', 'http://prod.localhost:8080');
    expect(prod).not.toContain('localhost:5173');
  });

  it('names a remote’s last good release’s origin too, and leaves switched-off remotes out', () => {
    const reading = tenantConfigFor(platformDir, 'atrium', 'https://atrium.example');
    if (!reading.ok) throw new Error(reading.error);
    // Releases moved to a new CDN: the last good one is still on the old one; nft is off.
    const config = structuredClone(reading.config);
    const moved = (url: string) => url.replace('https://atrium.example:444', 'https://new-cdn.example');
    for (const remote of Object.values(config.remotes)) remote.manifest = moved(remote.manifest);
    config.remotes.content!.lastGood = { version: '0.9.0', manifest: 'https://old-cdn.example/content/0.9.0/mf-manifest.json' };
    config.remotes.nft = { ...config.remotes.nft!, enabled: false, manifest: 'https://off.example/nft/1.0.0/mf-manifest.json' };
    expect(remoteOrigins(config)).toEqual(['https://new-cdn.example', 'https://old-cdn.example']);
    expect(directive(contentSecurityPolicy(config), 'script-src')).toBe("script-src 'self' https://new-cdn.example https://old-cdn.example");
  });

  it('follows the configured remotes: one no list names is allowed from its release origin', () => {
    writeFiles(platformDir, { 'rewards/config.js': tenantConfigJs('rewards', { remotes: { rewards: { version: '0.1.0', channel: undefined } }, extra: "releases: 'https://teams.example'," }) });
    const policy = policyFor('rewards', 'https://rewards.example');
    expect(directive(policy, 'script-src')).toBe("script-src 'self' https://teams.example");
    const reading = tenantConfigFor(platformDir, 'rewards', 'https://rewards.example');
    if (!reading.ok) throw new Error(reading.error);
    expect(reading.config.remotes.rewards).toMatchObject({ enabled: true, manifest: 'https://teams.example/rewards/0.1.0/mf-manifest.json' });
  });

  it('is the page’s own origin only for a config that cannot be read', () => {
    expect(tenantConfigFor(platformDir, 'broken', 'https://x.example')).toMatchObject({ ok: false });
    const policy = policyFor('broken', 'https://x.example');
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
  });

  it('frames only the origins of the tenant’s framed service widgets, nothing by default', () => {
    const reading = tenantConfigFor(platformDir, 'atrium', 'https://atrium.example');
    if (!reading.ok) throw new Error(reading.error);
    expect(directive(contentSecurityPolicy(reading.config), 'frame-src')).toBe("frame-src 'self'");
    const config = {
      ...structuredClone(reading.config),
      serviceCallbacks: {
        livechat: { open: 'frame', url: 'https://chat.example/widget?u={userId}' },
        page: { open: 'tab', url: 'https://tab.example/' },
        telegram: { deepLink: 'tg://resolve?domain=x' },
      },
    } as const;
    expect(directive(contentSecurityPolicy(config), 'frame-src')).toBe("frame-src 'self' https://chat.example");
  });
});
