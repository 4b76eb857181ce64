import { afterEach, describe, expect, it } from 'vitest';
import { startConfigScript } from './config-script';

const configScript = () => document.head.querySelector<HTMLScriptElement>('script[src*="config.js"]');

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the config.js download', () => {
  it('takes the URL the page already preloads, so the response on its way is used', () => {
    document.head.innerHTML =
      '<meta name="atrium-env" content="harbor"><link rel="preload" as="script" href="/platform/harbor/config.js?t=42" data-atrium-config>';
    void startConfigScript().catch(() => undefined);
    expect(new URL(configScript()!.src).pathname + new URL(configScript()!.src).search).toBe('/platform/harbor/config.js?t=42');
  });

  it('builds the URL from the env name, with a fresh timestamp, on a page without the preload', () => {
    document.head.innerHTML = '<meta name="atrium-env" content="meridian">';
    void startConfigScript().catch(() => undefined);
    expect(configScript()!.src).toMatch(/\/platform\/meridian\/config\.js\?t=\d+$/);
  });
});

describe('the config.js download under Trusted Types', () => {
  const withTrustedTypes = () => {
    const created: string[] = [];
    const rules: { createScriptURL(url: string): string }[] = [];
    (window as unknown as { trustedTypes?: unknown }).trustedTypes = {
      createPolicy(name: string, policy: { createScriptURL(url: string): string }) {
        created.push(name);
        rules.push(policy);
        return { createScriptURL: (url: string) => policy.createScriptURL(url) };
      },
    };
    return { created, rules };
  };
  afterEach(() => delete (window as unknown as { trustedTypes?: unknown }).trustedTypes);

  it('goes through the atrium-config policy, which lets only this origin’s tenant configs through', () => {
    const { created, rules } = withTrustedTypes();
    document.head.innerHTML = '<meta name="atrium-env" content="harbor">';
    void startConfigScript().catch(() => undefined);
    expect(created).toEqual(['atrium-config']);
    expect(configScript()!.src).toMatch(/\/platform\/harbor\/config\.js\?t=\d+$/);
    expect(() => rules[0]!.createScriptURL('https://evil.example/platform/x/config.js')).toThrow(TypeError);
    expect(() => rules[0]!.createScriptURL('/assets/evil.js')).toThrow(TypeError);
  });
});
