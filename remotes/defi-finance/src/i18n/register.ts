import { registerNamespace } from '@atrium/i18n';

/**
 * The defi-finance remote's messages (rule 11): `defi-finance` holds the route titles and the
 * words the screens share (src/shared); each area keeps its namespace beside its code
 * (`defi-finance-defi`, `defi-finance-finance`, `defi-finance-lending`), one chunk per locale each.
 */
export const defiFinanceI18nReady = Promise.all([
  registerNamespace('defi-finance', (lng) => import(/* webpackChunkName: "locale-defi-finance-[request]" */ `../i18n/${lng}.json`)),
  registerNamespace('defi-finance-defi', (lng) => import(/* webpackChunkName: "locale-defi-finance-defi-[request]" */ `../defi/i18n/${lng}.json`)),
  registerNamespace('defi-finance-finance', (lng) => import(/* webpackChunkName: "locale-defi-finance-finance-[request]" */ `../finance/i18n/${lng}.json`)),
  registerNamespace('defi-finance-lending', (lng) => import(/* webpackChunkName: "locale-defi-finance-lending-[request]" */ `../lending/i18n/${lng}.json`)),
]).then(() => undefined);

// Typed keys: a key missing from the English messages fails the type check.
declare module 'i18next' {
  interface ResourceNamespaceMap {
    'defi-finance': typeof import('./en.json');
    'defi-finance-defi': typeof import('../defi/i18n/en.json');
    'defi-finance-finance': typeof import('../finance/i18n/en.json');
    'defi-finance-lending': typeof import('../lending/i18n/en.json');
  }
}
