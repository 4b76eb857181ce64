import { registerNamespace } from '@atrium/i18n';

/** The auth screens' messages, one chunk per locale, registered when the first of them loads. */
export const authI18nReady = registerNamespace(
  'auth',
  (lng) => import(/* webpackChunkName: "locale-auth-[request]" */ `../i18n/${lng}.json`),
);

// Typed keys: a key missing from the English messages fails the type check.
declare module 'i18next' {
  interface ResourceNamespaceMap {
    'auth': typeof import('./en.json');
  }
}
