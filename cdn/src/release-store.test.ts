import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { publishRelease, ReleaseError, releaseFinder, storeDir } from './release-store';
import { fixtureDir, releaseFiles, writeFiles } from './test-fixtures';

const root = fixtureDir('release-store');
const store = join(root, 'releases');
const built = join(root, 'remotes', 'content', 'dist');
writeFiles(join(root, 'remotes', 'content'), { 'package.json': '{"version":"1.0.0"}' });
writeFiles(built, releaseFiles('content', '1.0.0', '^1.0.0', {}));

describe('the release store', () => {
  it('is RELEASES_DIR, or <repo>/releases', () => {
    expect(storeDir('/repo', {})).toBe('/repo/releases');
    expect(storeDir('/repo', { RELEASES_DIR: '/srv/releases' })).toBe('/srv/releases');
  });

  it('publishes a build as <remote>/<version>/ and leaves no temporary folder', () => {
    const target = publishRelease(store, 'content', '2.0.0', built);
    expect(target).toBe(join(store, 'content', '2.0.0'));
    expect(readFileSync(join(target, 'remoteEntry.js'), 'utf8')).toBe('/* content 1.0.0 */');
    expect(readdirSync(join(store, 'content'))).toEqual(['2.0.0']);
  });

  it('refuses a version that is already published, leaving it as it was', () => {
    writeFiles(join(root, 'other'), releaseFiles('content', '2.0.0', '^1.0.0', {}));
    expect(() => publishRelease(store, 'content', '2.0.0', join(root, 'other'))).toThrow(/content 2\.0\.0 is already published/);
    expect(readFileSync(join(store, 'content', '2.0.0', 'remoteEntry.js'), 'utf8')).toBe('/* content 1.0.0 */');
    expect(readdirSync(join(store, 'content'))).toEqual(['2.0.0']);
  });

  it('refuses a build without its manifest, entry or route table, and names that are no release', () => {
    writeFiles(join(root, 'half'), { 'remoteEntry.js': '1' });
    expect(() => publishRelease(store, 'content', '3.0.0', join(root, 'half'))).toThrow(/has no mf-manifest\.json, routes\.json/);
    expect(() => publishRelease(store, 'content', '../3.0.0', built)).toThrow(ReleaseError);
    expect(() => publishRelease(store, '../content', '3.0.0', built)).toThrow(ReleaseError);
    expect(readdirSync(join(store, 'content'))).toEqual(['2.0.0']);
  });

  it('finds a release in the store first, then the workspace build of that version', () => {
    const find = releaseFinder(store, root);
    expect(find('content', '2.0.0')).toBe(join(store, 'content', '2.0.0'));
    expect(find('content', '1.0.0')).toBe(built);
    expect(find('content', '9.9.9')).toBeUndefined();
    expect(find('funds', '1.0.0')).toBeUndefined();
    expect(find('content', '..')).toBeUndefined();
  });
});
