import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sharedFor } from './shared.mjs';

const root = join(import.meta.dirname, '..', '..');

describe('what an app shares', () => {
  it('shares the contract strictly and never the kit, which each app bundles at its own version', () => {
    for (const app of ['shell', 'remotes/funds']) {
      const shared = sharedFor(join(root, app));
      expect(shared['@atrium/platform'], app).toMatchObject({ singleton: true, strictVersion: true });
      expect(Object.keys(shared), app).not.toContain('@atrium/kit');
    }
  });

  it('shares bignumber.js so a remote page loads the shell copy, without making it a singleton', () => {
    for (const app of ['shell', 'remotes/funds']) {
      expect(sharedFor(join(root, app))['bignumber.js'], app).toMatchObject({ singleton: false, strictVersion: false, requiredVersion: expect.stringMatching(/^\^11\./) });
    }
  });

  it('shares react-i18next only inside @atrium/i18n: no app or other package can import it itself', () => {
    for (const app of ['shell', 'remotes/funds']) {
      const shared = sharedFor(join(root, app));
      expect(Object.keys(shared), app).not.toContain('react-i18next');
      expect(shared['@atrium/i18n'], app).toMatchObject({ singleton: true });
    }
    // pnpm resolves only declared dependencies, so an undeclared import fails the build: a second,
    // unbound copy of react-i18next (message keys on screen) cannot slip into a remote.
    const dirs = ['shell', 'scripts/remote-template', ...['remotes', 'packages'].flatMap((group) => readdirSync(join(root, group)).map((name) => `${group}/${name}`))];
    const dependents = dirs.filter((dir) => {
      const pkg = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
      return 'react-i18next' in { ...pkg.dependencies, ...pkg.devDependencies, ...pkg.peerDependencies };
    });
    expect(dependents).toEqual(['packages/i18n']);
  });
});
