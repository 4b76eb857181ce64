/**
 * A script URL through a Trusted Types policy, for the sinks the shell assigns itself (its
 * tenant's config.js, its service worker): where the static host's CSP enforces Trusted Types
 * (`require-trusted-types-for 'script'`), a plain string there is refused, and the policy's name
 * must be one the CSP lists (cdn/src/content-security-policy.ts). The policy lets through only
 * the URLs `allowed` accepts, resolved against the page. Without Trusted Types in the browser,
 * the URL is returned as it is.
 */
export function trustedScriptUrl(policyName: string, allowed: (url: URL) => boolean, url: string): string {
  const trustedTypes = (window as { trustedTypes?: ScriptUrlPolicyFactory }).trustedTypes;
  if (!trustedTypes) return url;
  const policy = trustedTypes.createPolicy(policyName, {
    createScriptURL(candidate) {
      const parsed = new URL(candidate, location.href);
      if (!allowed(parsed)) throw new TypeError(`${candidate} is refused by the Trusted Types policy ${policyName}`);
      return parsed.href;
    },
  });
  // A TrustedScriptURL; the DOM's typing of script and worker URLs only knows strings.
  return policy.createScriptURL(url) as string;
}

interface ScriptUrlPolicyFactory {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): { createScriptURL(url: string): unknown };
}
