import { registerNamespace } from '@atrium/i18n';

/** The funds remote's messages, one chunk per locale, registered when the remote loads (rule 11). */
export const fundsI18nReady = registerNamespace(
  'funds',
  (lng) => import(/* webpackChunkName: "locale-funds-[request]" */ `../i18n/${lng}.json`),
);

// Typed keys: a key missing from the English messages fails the type check.
declare module 'i18next' {
  interface ResourceNamespaceMap {
    'funds': typeof import('./en.json');
  }
}
