import { registerNamespace } from '@atrium/i18n';

/** The __NAME__ remote's messages, one chunk per locale, registered when the remote loads (rule 11). */
export const __CAMEL__I18nReady = registerNamespace(
  '__NAME__',
  (lng) => import(/* webpackChunkName: "locale-__NAME__-[request]" */ `../i18n/${lng}.json`),
);

// Typed keys: a key missing from the English messages fails the type check.
declare module 'i18next' {
  interface ResourceNamespaceMap {
    '__NAME__': typeof import('./en.json');
  }
}
