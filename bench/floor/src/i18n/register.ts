import { registerNamespace } from '@atrium/i18n';

/** The probe's messages, one chunk per locale, registered when the remote loads (rule 11), as a real remote's are. */
export const floorProbeI18nReady = registerNamespace(
  'floor-probe',
  (lng) => import(/* webpackChunkName: "locale-floor-probe-[request]" */ `../i18n/${lng}.json`),
);

declare module 'i18next' {
  interface ResourceNamespaceMap {
    'floor-probe': typeof import('./en.json');
  }
}
