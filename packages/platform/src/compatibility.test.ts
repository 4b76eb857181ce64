import { describe, expect, it } from 'vitest';
import { checkCompatibility, releaseNeeds, shellOffer, type SharedDeclaration } from './compatibility';

const shell = { shared: { react: '19.3.1', 'react-dom': '19.3.1', '@atrium/ui': '2.0.0', zustand: '5.1.0' }, contract: '1.2.0' };
const needs = (shared: SharedDeclaration[], contract = '^1.0.0') => ({ shared, contract });

describe('the compatibility gate', () => {
  it('lets in a release built against the shell’s majors and an older or equal minor', () => {
    expect(checkCompatibility(shell, needs([{ name: 'react', version: '19.2.0', requiredVersion: '^19.2.0' }, { name: '@atrium/ui', version: '2.0.0' }]))).toEqual({ compatible: true });
  });

  it('refuses a release built against another major of a singleton, naming it', () => {
    const result = checkCompatibility(shell, needs([{ name: 'react', version: '20.0.0', requiredVersion: '^20.0.0' }]));
    expect(result).toEqual({ compatible: false, reasons: ['react: built for ^20.0.0, the shell provides 19.3.1'] });
  });

  it('refuses a release that needs a newer minor of a shared package than the shell has', () => {
    const result = checkCompatibility(shell, needs([{ name: '@atrium/ui', version: '2.1.0', requiredVersion: '^2.1.0' }]));
    expect(result.compatible).toBe(false);
  });

  it('refuses a release built for another major of the platform contract, or declaring none', () => {
    expect(checkCompatibility(shell, needs([], '^2.0.0'))).toEqual({
      compatible: false,
      reasons: ['@atrium/platform contract: built for ^2.0.0, the shell implements 1.2.0'],
    });
    expect(checkCompatibility(shell, needs([], '')).compatible).toBe(false);
  });

  it('ignores modules only the remote shares to deduplicate', () => {
    expect(checkCompatibility(shell, needs([{ name: 'lightweight-charts', version: '5.0.0' }])).compatible).toBe(true);
  });

  it('refuses a release that expects a singleton the shell does not provide, naming it', () => {
    const result = checkCompatibility(shell, needs([{ name: 'react-i18next', version: '17.1.13', requiredVersion: '^17.1.13', singleton: true }]));
    expect(result).toEqual({ compatible: false, reasons: ['react-i18next: a singleton the release takes from the shell, which does not provide it'] });
  });

  it('reads a manifest and a route table, and refuses malformed ones', () => {
    const manifest = { shared: [{ id: 'x:react', name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true }] };
    expect(releaseNeeds(manifest, { contract: '^1.2.0' })).toEqual({ shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true }], contract: '^1.2.0' });
    expect(() => releaseNeeds({}, {})).toThrow(/shared/);
    expect(() => releaseNeeds({ shared: [{ name: 'react' }] }, {})).toThrow(/malformed/);
    expect(shellOffer(manifest, '1.2.0')).toEqual({ shared: { react: '19.3.1' }, contract: '1.2.0' });
  });
});
