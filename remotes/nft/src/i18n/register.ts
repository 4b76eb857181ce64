import { registerNamespace } from '@atrium/i18n';

/** The nft remote's messages, one chunk per locale, registered when the remote loads (rule 11). */
export const nftI18nReady = registerNamespace(
  'nft',
  (lng) => import(/* webpackChunkName: "locale-nft-[request]" */ `../i18n/${lng}.json`),
);

// Typed keys: a key missing from the English messages fails the type check.
declare module 'i18next' {
  interface ResourceNamespaceMap {
    'nft': typeof import('./en.json');
  }
}
