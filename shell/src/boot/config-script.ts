import { trustedScriptUrl } from './trusted-script-url';

/**
 * Starts downloading the tenant's `config.js` before any other code runs (rule 13), with nothing
 * but a tiny helper imported, so that it lives in the entry chunk. The static host's page already asks for it
 * (`<link rel="preload" data-atrium-config>`, fresh with a timestamp): the script takes that URL
 * and the response already on its way. A page without the link (another host) builds the URL
 * from the env name the deployment wrote into `<meta name="atrium-env">`.
 */
export function startConfigScript(): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    const url = configUrl();
    script.src = trustedScriptUrl('atrium-config', isTenantConfig, url);
    script.onload = () => resolve(window.__ATRIUM_PLATFORM_CONFIG__);
    script.onerror = () => reject(new Error(`the tenant config ${url} could not be loaded`));
    document.head.append(script);
  });
}

function configUrl(): string {
  const preloaded = document.querySelector<HTMLLinkElement>('link[rel="preload"][data-atrium-config]');
  if (preloaded) return preloaded.href;
  const env = document.querySelector<HTMLMetaElement>('meta[name="atrium-env"]')?.content || 'atrium';
  // The timestamp bypasses every cache on the way (spec: platform config script).
  return `/platform/${encodeURIComponent(env)}/config.js?t=${Date.now()}`;
}

/** Trusted Types policy `atrium-config`: only a config.js of this page's own origin, under /platform/. */
const isTenantConfig = (url: URL) => url.origin === location.origin && /^\/platform\/[^/]+\/config\.js$/.test(url.pathname);

declare global {
  interface Window {
    /** Set by `platform/<env>/config.js`. */
    __ATRIUM_PLATFORM_CONFIG__?: unknown;
  }
}
