import { registerNamespace } from '@atrium/i18n';

/** The content remote's messages, one chunk per locale, registered when the remote loads (rule 11). */
export const contentI18nReady = registerNamespace(
  'content',
  // `../i18n/` rather than `./`: Vite refuses a variable import of its own directory (the unit
  // tests run on Vite), and the longer path names the same folder for rspack.
  (lng) => import(/* webpackChunkName: "locale-content-[request]" */ `../i18n/${lng}.json`),
);

// Typed keys: a key missing from the English messages fails the type check.
declare module 'i18next' {
  interface ResourceNamespaceMap {
    'content': typeof import('./en.json');
  }
}
