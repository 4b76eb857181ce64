import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { TenantConfig } from '@atrium/platform';

interface TrustedTypePolicy {
  createScriptURL(url: string): unknown;
}
interface TrustedTypesWindow {
  trustedTypes?: { createPolicy(name: string, rules: { createScriptURL(url: string): string }): TrustedTypePolicy };
}

/** The origins the releases (pinned and last good) of the remotes a tenant runs are served from. */
export function releaseOrigins(config: TenantConfig): string[] {
  const manifests = Object.values(config.remotes).flatMap((r) => (r.enabled ? [r.manifest, ...(r.lastGood ? [r.lastGood.manifest] : [])] : []));
  return [...new Set(manifests.map((url) => new URL(url, location.href).origin))];
}

/**
 * The federation runtime's createScript hook (module-federation/core #2974): a remote's entry
 * script gets its `src` through the Trusted Types policy "atrium-federation", which lets only
 * the tenant's release origins through, so a tenant can enforce Trusted Types in its CSP.
 * Without Trusted Types in the browser, the runtime creates the script as usual.
 */
export function trustedTypesPlugin(allowedOrigins: readonly string[]): ModuleFederationRuntimePlugin {
  let policy: TrustedTypePolicy | undefined;
  return {
    name: 'atrium-trusted-types',
    createScript({ url, attrs }) {
      const trustedTypes = (window as TrustedTypesWindow).trustedTypes;
      if (!trustedTypes) return undefined;
      policy ??= trustedTypes.createPolicy('atrium-federation', {
        createScriptURL(candidate) {
          const parsed = new URL(candidate, location.href);
          if (!allowedOrigins.includes(parsed.origin)) throw new TypeError(`${candidate} is not on a release origin of this tenant`);
          return parsed.href;
        },
      });
      const script = document.createElement('script');
      // The runtime applies no attributes to a script the hook made: ours carries them.
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (name === 'async' || name === 'defer') script[name] = Boolean(value);
        else script.setAttribute(name, String(value));
      }
      // A TrustedScriptURL where Trusted Types are enforced; the DOM's typing only knows strings.
      script.src = policy.createScriptURL(url) as string;
      return script;
    },
  };
}
