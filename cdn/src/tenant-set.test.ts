import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { publishRelease, releaseFinder } from './release-store';
import { editRemote } from './tenant-config-edit';
import { shellRoutePaths, tenantSet } from './tenant-set';
import { fixtureDir, manifestJson, releaseFiles, writeFiles } from './test-fixtures';

const root = fixtureDir('tenant-set');
const store = join(root, 'releases');
const shellDir = join(root, 'shell', 'dist');
const platformDir = join(root, 'config', 'platform');

/** A small tenant config in the shipped files' layout, with comments that must survive an edit. */
const CONFIG = `/* Tenant "acme". */
(function () {
  var cdn = location.protocol + '//' + location.hostname + ':' + (Number(location.port || 80) + 1);
  window.__ATRIUM_PLATFORM_CONFIG__ = {
    env: 'acme',
    production: true,
    brand: { productName: 'Acme' },
    releases: cdn,
    // Promoting is editing a channel's line.
    channels: { stable: { content: '1.0.0', uplan: '1.1.0' } },
    remotes: {
      content: {
        enabled: true,
        channel: 'stable',
        prefixes: ['/help'] },
      uplan: { enabled: false, prefixes: ['/uplan'] }, // off until the launch
    },
  };
})();
`;
writeFiles(platformDir, { 'acme/config.js': CONFIG });
writeFiles(shellDir, { 'mf-manifest.json': manifestJson({ react: '19.3.1', '@atrium/platform': '2.0.0' }) });

const release = (remote: string, version: string, paths: string[], contract = '^2.0.0') => {
  const dir = join(root, 'built', remote, version);
  writeFiles(dir, { ...releaseFiles(remote, version, contract, { react: '19.3.1' }), 'routes.json': JSON.stringify({ remote, version, contract, routes: paths.map((path) => ({ path, public: false })) }) });
  publishRelease(store, remote, version, dir);
};
release('content', '1.0.0', ['/help']);
release('uplan', '1.1.0', ['/uplan', '/uplanDetails']);
release('uplan', '1.2.0', ['/uplan', '/home']);
release('uplan', '1.3.0', ['/uplan', '/help/:id']);
release('uplan', '2.0.0', ['/uplan'], '^3.0.0');

const set = (tenant: string, remote: string, target: string) =>
  tenantSet({ tenant, remote, target, platformDir, findRelease: releaseFinder(store, root), shellDir, shellPaths: ['/', '/home', '/sign-in'] });

/** The lines of `after` that differ from CONFIG, as [before, after] pairs (same line count) or the added lines. */
const changedLines = (after: string) => {
  const a = CONFIG.split('\n');
  const b = after.split('\n');
  if (a.length !== b.length) return { added: b.filter((line) => !a.includes(line)), removed: a.filter((line) => !b.includes(line)) };
  return a.flatMap((line, i) => (line === b[i] ? [] : [[line, b[i]]]));
};

describe('editing a remote in config.js keeps every other byte', () => {
  it('pins a version on the remote’s own line: the diff is that one line', () => {
    expect(changedLines(editRemote(CONFIG, 'uplan', { kind: 'version', version: '1.1.0' }))).toEqual([
      ["      uplan: { enabled: false, prefixes: ['/uplan'] }, // off until the launch", "      uplan: { enabled: true, prefixes: ['/uplan'], version: '1.1.0' }, // off until the launch"],
    ]);
  });

  it('replaces a channel by a version where it stands', () => {
    expect(changedLines(editRemote(CONFIG, 'content', { kind: 'version', version: '1.0.0' }))).toEqual([["        channel: 'stable',", "        version: '1.0.0',"]]);
  });

  it('switches a remote off by its enabled line alone', () => {
    expect(changedLines(editRemote(CONFIG, 'content', { kind: 'off' }))).toEqual([['        enabled: true,', '        enabled: false,']]);
  });

  it('adds a new remote as one line with its release and enabled, no prefixes', () => {
    expect(changedLines(editRemote(CONFIG, 'rewards', { kind: 'version', version: '1.0.0' }))).toEqual({
      added: ["      rewards: { enabled: true, version: '1.0.0' },"],
      removed: [],
    });
  });

  it('leaves a file that does not name the remote untouched when it is switched off', () => {
    expect(editRemote(CONFIG, 'rewards', { kind: 'off' })).toBe(CONFIG);
  });
});

describe('pnpm tenant:set', () => {
  it('points a tenant at a published release that release:check accepts', () => {
    const result = set('acme', 'uplan', '1.1.0');
    expect(result).toMatchObject({ ok: true });
    expect(result.text).toContain('set: acme runs uplan 1.1.0 (pinned)');
    expect(result.text).toContain('yes: uplan 1.1.0 can go live for acme');
  });

  it('follows a channel the config names, at the version of its line', () => {
    const result = set('acme', 'uplan', 'stable');
    expect(result.ok).toBe(true);
    expect(result.text).toContain('set: acme runs uplan 1.1.0 (channel stable, now 1.1.0)');
    expect(result.ok && changedLines(result.source)).toEqual([
      ["      uplan: { enabled: false, prefixes: ['/uplan'] }, // off until the launch", "      uplan: { enabled: true, prefixes: ['/uplan'], channel: 'stable' }, // off until the launch"],
    ]);
  });

  it('switches a remote off', () => {
    const result = set('acme', 'content', 'off');
    expect(result.ok).toBe(true);
    expect(result.text).toContain('acme runs no content');
  });

  it('refuses a version that is not published', () => {
    const result = set('acme', 'uplan', '9.9.9');
    expect(result.ok).toBe(false);
    expect(result.text).toContain('refused: acme uplan 9.9.9 (config.js not changed)');
    expect(result.text).toContain('release not published: no uplan 9.9.9');
  });

  it('refuses a release that release:check refuses (built for another contract major)', () => {
    const result = set('acme', 'uplan', '2.0.0');
    expect(result.ok).toBe(false);
    expect(result.text).toContain('@atrium/platform contract: built for ^3.0.0, the shell implements 2.0.0');
  });

  it('refuses a channel the config does not have', () => {
    const result = set('acme', 'uplan', 'beta');
    expect(result.ok).toBe(false);
    expect(result.text).toContain('channel "beta" names no version of it');
  });

  it('refuses a release whose paths collide with the shell’s', () => {
    const result = set('acme', 'uplan', '1.2.0');
    expect(result.ok).toBe(false);
    expect(result.text).toContain('path prefix /home of uplan 1.2.0 is already routed by the shell');
  });

  it('refuses a release whose paths collide with another remote the tenant runs', () => {
    const result = set('acme', 'uplan', '1.3.0');
    expect(result.ok).toBe(false);
    expect(result.text).toContain('path prefix /help of uplan 1.3.0 is already routed by remote content');
  });

  it('refuses names that are not a tenant, a remote or a release', () => {
    expect(set('../acme', 'uplan', '1.1.0').text).toContain('"../acme" is not a tenant name');
    expect(set('nowhere', 'uplan', '1.1.0').text).toContain('no tenant "nowhere"');
    expect(set('acme', 'Uplan', '1.1.0').text).toContain('"Uplan" is not a remote name');
    expect(set('acme', 'uplan', '1.1').text).toContain('"1.1" is neither a version');
  });

  it('never writes the file itself (the command writes only what was accepted)', () => {
    set('acme', 'uplan', '1.1.0');
    expect(readFileSync(join(platformDir, 'acme', 'config.js'), 'utf8')).toBe(CONFIG);
  });

  it('reads the shell’s own route paths from its route list', () => {
    const paths = shellRoutePaths(join(import.meta.dirname, '..', '..'));
    expect(paths).toEqual(expect.arrayContaining(['/', '/home', '/sign-in', '/__platform']));
  });
});
