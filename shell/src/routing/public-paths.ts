/**
 * The public paths of spec §2, owned by the shell: a remote's route table can narrow this
 * list (a route it marks not public) but never widen it (rule 6). The blocked-IP page and the
 * platform diagnostics are public too. Only a tenant can add to it, for itself and explicitly:
 * `remotes.<name>.public` in its config.js (config/platform/README.md lists each deviation).
 */
export const PUBLIC_PATHS: ReadonlySet<string> = new Set([
  '/',
  '/home',
  '/sign-in',
  '/sign-in-wallet',
  '/sign-up',
  '/forgot-password',
  '/no-wallet',
  '/app-download',
  '/quote',
  '/language-selection',
  '/help',
  '/term-service',
  '/service',
  '/broadcastDetails',
  '/termsOfuse',
  '/privacyPolicy',
  '/blocked-ip',
  '/__platform',
]);
