import { afterEach, describe, expect, it, vi } from 'vitest';
import { readTenantConfig } from '@atrium/platform';
import { releaseOrigins, trustedTypesPlugin } from './trusted-types-plugin';

type CreateScript = (args: { url: string; attrs?: Record<string, unknown> }) => HTMLScriptElement | undefined;
const hookOf = (origins: string[]) => trustedTypesPlugin(origins).createScript as unknown as CreateScript;

/** A stand-in for the browser's trustedTypes: records the policy and marks what it let through. */
function fakeTrustedTypes() {
  const policies: { name: string; rules: { createScriptURL(url: string): string } }[] = [];
  vi.stubGlobal('trustedTypes', {
    createPolicy(name: string, rules: { createScriptURL(url: string): string }) {
      policies.push({ name, rules });
      return { createScriptURL: (url: string) => `${rules.createScriptURL(url)}#trusted` };
    },
  });
  return policies;
}

afterEach(() => vi.unstubAllGlobals());

describe('the Trusted Types hook of the federation runtime', () => {
  it('leaves script creation to the runtime where the browser has no Trusted Types', () => {
    expect(hookOf(['https://cdn.example'])({ url: 'https://cdn.example/content/1.0.0/remoteEntry.js' })).toBeUndefined();
  });

  it('gives a release origin\'s entry script its src through the "atrium-federation" policy, with its attributes', () => {
    const policies = fakeTrustedTypes();
    const hook = hookOf(['https://cdn.example']);
    const script = hook({ url: 'https://cdn.example/content/1.0.0/remoteEntry.js', attrs: { crossorigin: 'anonymous', async: true } })!;
    expect(policies.map((p) => p.name)).toEqual(['atrium-federation']);
    expect(script.src).toBe('https://cdn.example/content/1.0.0/remoteEntry.js#trusted');
    expect(script.getAttribute('crossorigin')).toBe('anonymous');
    expect(script.async).toBe(true);
    hook({ url: 'https://cdn.example/trading/1.0.0/remoteEntry.js' });
    expect(policies).toHaveLength(1);
  });

  it('refuses a script from an origin that is not one of the tenant\'s releases', () => {
    fakeTrustedTypes();
    expect(() => hookOf(['https://cdn.example'])({ url: 'https://evil.example/x.js' })).toThrow(/not on a release origin/);
  });

  it('lets through the release origins of the remotes the tenant configures, whatever their names', () => {
    const config = readTenantConfig(
      {
        env: 'test',
        brand: { productName: 'Test' },
        releases: 'https://cdn.example',
        remotes: { rewards: { enabled: true, version: '0.1.0', lastGood: '0.0.9' }, funds: { enabled: false } },
      },
      'https://x',
    );
    expect(releaseOrigins(config)).toEqual(['https://cdn.example']);
    const moved = structuredClone(config);
    moved.remotes.rewards!.lastGood = { version: '0.0.9', manifest: 'https://old.example/rewards/0.0.9/mf-manifest.json' };
    expect(releaseOrigins(moved)).toEqual(['https://cdn.example', 'https://old.example']);
    expect(releaseOrigins(readTenantConfig({ env: 'test', brand: { productName: 'Test' } }, 'https://x'))).toEqual([]);
  });
});
