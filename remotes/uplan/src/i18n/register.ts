import { registerNamespace } from '@atrium/i18n';

/** The uplan remote's messages, one chunk per locale, registered when the remote loads (rule 11). */
export const uplanI18nReady = registerNamespace(
  'uplan',
  (lng) => import(/* webpackChunkName: "locale-uplan-[request]" */ `../i18n/${lng}.json`),
);

// Typed keys: a key missing from the English messages fails the type check.
declare module 'i18next' {
  interface ResourceNamespaceMap {
    'uplan': typeof import('./en.json');
  }
}
