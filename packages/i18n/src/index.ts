/**
 * @atrium/i18n: the translator (our own small core, see translator.ts), the 21 locales loaded
 * on demand, right-to-left direction and the shared message keys (namespace `common`).
 */
import { registerNamespace } from './instance';

export { LOCALES, DEFAULT_LOCALE, isLocale, localeTag, directionOf, type Locale } from './locales';
export { i18n, registerNamespace, changeLanguage, currentLocale, applyDocumentLanguage } from './instance';
export type { Messages, NamespaceLoader } from './namespaces';
export type { TFunction, TranslateOptions, Translator } from './translator';
export { useTranslation } from './use-translation';
export { Trans, type TransProps } from './trans';

/** Shared keys: one chunk per locale, fetched on demand. */
export const commonReady = registerNamespace(
  'common',
  (lng) => import(/* webpackChunkName: "locale-common-[request]" */ `./locales/${lng}.json`),
);
