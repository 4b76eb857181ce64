import { registerNamespace } from '@atrium/i18n';

/**
 * The trading remote's messages (rule 11): `trading` holds the route titles and the words the
 * screens share (src/shared); each area keeps its own namespace beside its code
 * (`trading-market`, `trading-orders`, `trading-invite`), one chunk per locale each.
 */
export const tradingI18nReady = Promise.all([
  registerNamespace('trading', (lng) => import(/* webpackChunkName: "locale-trading-[request]" */ `../i18n/${lng}.json`)),
  registerNamespace('trading-market', (lng) => import(/* webpackChunkName: "locale-trading-market-[request]" */ `../market/i18n/${lng}.json`)),
  registerNamespace('trading-orders', (lng) => import(/* webpackChunkName: "locale-trading-orders-[request]" */ `../orders/i18n/${lng}.json`)),
  registerNamespace('trading-invite', (lng) => import(/* webpackChunkName: "locale-trading-invite-[request]" */ `../invite/i18n/${lng}.json`)),
]).then(() => undefined);

// Typed keys: a key missing from the English messages fails the type check.
declare module 'i18next' {
  interface ResourceNamespaceMap {
    'trading': typeof import('./en.json');
    'trading-market': typeof import('../market/i18n/en.json');
    'trading-orders': typeof import('../orders/i18n/en.json');
    'trading-invite': typeof import('../invite/i18n/en.json');
  }
}
