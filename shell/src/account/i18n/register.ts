import { registerNamespace } from '@atrium/i18n';
import type { ParseKeys } from 'i18next';

/** A message of the `account` namespace: what validators and problems hand to `t`. */
export type AccountMessageKey = ParseKeys<'account'>;

/** The account screens' messages, one chunk per locale, registered when the first of them loads. */
export const accountI18nReady = registerNamespace(
  'account',
  (lng) => import(/* webpackChunkName: "locale-account-[request]" */ `../i18n/${lng}.json`),
);

// Typed keys: a key missing from the English messages fails the type check.
declare module 'i18next' {
  interface ResourceNamespaceMap {
    'account': typeof import('./en.json');
  }
}
