import { registerNamespace } from '@atrium/i18n';

/** The shell's own messages, one chunk per locale. */
export const shellI18nReady = registerNamespace(
  'shell',
  (lng) => import(/* webpackChunkName: "locale-shell-[request]" */ `./${lng}.json`),
);
