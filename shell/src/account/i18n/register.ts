import { registerNamespace } from '@atrium/i18n';

/** The account screens' messages, one chunk per locale, registered when the first of them loads. */
export const accountI18nReady = registerNamespace(
  'account',
  (lng) => import(/* webpackChunkName: "locale-account-[request]" */ `../i18n/${lng}.json`),
);
