import { trustedScriptUrl } from './trusted-script-url';

/**
 * Installs the service worker (shell/public/sw.js) once the page has loaded, so it never competes
 * with the first load: it keeps hashed shell and remote files for instant warm starts, and lets
 * config.js, manifests and remote entries through to the network while online (releases and
 * rollbacks still land on the next load). Production only: a development build's files change
 * under the same names.
 */
/** Trusted Types policy `atrium-service-worker`: only this origin's /sw.js. */
const isOwnWorker = (url: URL) => url.origin === location.origin && url.pathname === '/sw.js';

export function registerServiceWorker(production: boolean, nav: Navigator = navigator, win: Window = window): void {
  if (!production || !('serviceWorker' in nav)) return;
  const register = () => {
    nav.serviceWorker.register(trustedScriptUrl('atrium-service-worker', isOwnWorker, '/sw.js'), { type: 'module', scope: '/' }).catch((error: unknown) => {
      console.warn('[atrium] service worker not installed', error);
    });
  };
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
}
