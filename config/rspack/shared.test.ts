import { describe, expect, it } from 'vitest';
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
});
