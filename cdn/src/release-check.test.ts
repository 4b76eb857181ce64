import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { releaseVerdict } from './release-check';
import { publishRelease, releaseFinder } from './release-store';
import { fixtureDir, manifestJson, releaseFiles, tenantConfigJs, writeFiles } from './test-fixtures';

const SHELL_SHARES = { react: '19.3.1', 'react-dom': '19.3.1', '@atrium/platform': '1.3.0' };
const root = fixtureDir('release-check');
const store = join(root, 'releases');
const shellDir = join(root, 'shell', 'dist');
const platformDir = join(root, 'config', 'platform');
writeFiles(shellDir, { 'mf-manifest.json': manifestJson(SHELL_SHARES) });
writeFiles(platformDir, {
  'atrium/config.js': tenantConfigJs('atrium'),
  'harbor/config.js': tenantConfigJs('harbor', { remotes: { content: { enabled: false, version: '1.0.0' } } }),
});
const release = (version: string, contract: string, shared: Parameters<typeof releaseFiles>[3]) => {
  const dir = join(root, 'built', version);
  writeFiles(dir, releaseFiles('content', version, contract, shared));
  publishRelease(store, 'content', version, dir);
};
release('2.0.0', '^1.2.0', { react: '19.3.1', '@atrium/platform': '1.3.0', 'only-mine': '0.1.0' });
release('3.0.0', '^2.0.0', { react: '19.3.1' });
release('3.1.0', '^1.0.0', { react: { version: '20.0.0', requiredVersion: '^20.0.0' }, 'react-dom': '19.3.1' });
{
  // A release whose route table names a first read the platform would not send (a URL elsewhere, with the visitor's token).
  const dir = join(root, 'built', '2.1.0');
  const files = releaseFiles('content', '2.1.0', '^1.2.0', { react: '19.3.1' });
  const table = { ...JSON.parse(files['routes.json']!), routes: [{ path: '/help', public: true, titleKey: 'content:t', firstReads: [{ path: 'https://evil.example/collect', session: true }] }] };
  writeFiles(dir, { ...files, 'routes.json': JSON.stringify(table) });
  publishRelease(store, 'content', '2.1.0', dir);
}

const ask = (remote: string, version: string, tenant: string, shell = shellDir) =>
  releaseVerdict({ remote, version, tenant, findRelease: releaseFinder(store, root), shellDir: shell, platformDir });

describe('can version V of remote R go live for tenant T?', () => {
  it('yes, when the shell offers what the release was built for, with the tenant’s current version', () => {
    const verdict = ask('content', '2.0.0', 'atrium');
    expect(verdict.go).toBe(true);
    expect(verdict.text).toMatch(/^yes: content 2\.0\.0 can go live for atrium \(shell contract 1\.3\.0, release built for \^1\.2\.0; 2 shared singletons match\)/);
    expect(verdict.text).toContain('note: atrium runs content 1.0.0 (channel stable) now');
  });

  it('answers for a remote the tenant has switched off, and says so', () => {
    const verdict = ask('content', '2.0.0', 'harbor');
    expect(verdict.go).toBe(true);
    expect(verdict.text).toContain('note: harbor has content switched off');
  });

  it('no, for a release built for another major of the contract', () => {
    const verdict = ask('content', '3.0.0', 'atrium');
    expect(verdict.go).toBe(false);
    expect(verdict.text).toContain('no: content 3.0.0 cannot go live for atrium');
    expect(verdict.text).toContain('@atrium/platform contract: built for ^2.0.0, the shell implements 1.3.0');
  });

  it('no, for a release built against another major of a singleton, naming each', () => {
    const verdict = ask('content', '3.1.0', 'atrium');
    expect(verdict.go).toBe(false);
    expect(verdict.text).toContain('react: built for ^20.0.0, the shell provides 19.3.1');
    expect(verdict.text).not.toContain('react-dom:');
  });

  it('no, for a release that is not published, a remote the tenant does not know, or a tenant that does not exist', () => {
    expect(ask('content', '9.9.9', 'atrium').text).toContain('release not published: no content 9.9.9');
    expect(ask('contnt', '2.0.0', 'atrium').text).toContain('remote unknown: "contnt"');
    const nowhere = ask('content', '2.0.0', 'nowhere');
    expect(nowhere.go).toBe(false);
    expect(nowhere.text).toContain('tenant nowhere: no tenant "nowhere"');
    expect(ask('content', '2.0.0', '../atrium').text).toContain('tenant ../atrium: not a tenant name');
  });

  it('no, for a release whose route table names a malformed first read', () => {
    const verdict = ask('content', '2.1.0', 'atrium');
    expect(verdict.go).toBe(false);
    expect(verdict.text).toContain('routes.json /help: firstReads[0].path must be an API path');
  });

  it('no, when there is no deployed shell to check against', () => {
    const verdict = ask('content', '2.0.0', 'atrium', join(root, 'no-shell'));
    expect(verdict.go).toBe(false);
    expect(verdict.text).toContain('shell unreadable');
  });
});
