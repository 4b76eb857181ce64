/**
 * Starts downloading the tenant's `config.js` before any other code runs (rule 13), with no
 * imports so that it lives in the tiny entry chunk. The env name is what the deployment wrote
 * into index.html (`<meta name="atrium-env">`); the timestamp bypasses every cache on the way.
 */
export function startConfigScript(): Promise<unknown> {
  const env = document.querySelector<HTMLMetaElement>('meta[name="atrium-env"]')?.content || 'atrium';
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `/platform/${encodeURIComponent(env)}/config.js?t=${Date.now()}`;
    script.onload = () => resolve(window.__ATRIUM_PLATFORM_CONFIG__);
    script.onerror = () => reject(new Error(`the tenant config ${script.src} could not be loaded`));
    document.head.append(script);
  });
}

declare global {
  interface Window {
    /** Set by `platform/<env>/config.js`. */
    __ATRIUM_PLATFORM_CONFIG__?: unknown;
  }
}
