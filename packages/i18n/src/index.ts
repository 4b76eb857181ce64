/**
 * @atrium/i18n: the translator (our own small core, see translator.ts), the 21 locales loaded
 * on demand, right-to-left direction and the shared message keys (namespace `common`).
 */
import { registerNamespace } from './instance';
import { withEnglish } from './namespaces';
import english from './locales/en.json';

export { LOCALES, DEFAULT_LOCALE, isLocale, localeTag, directionOf, type Locale } from './locales';
export { i18n, registerNamespace, changeLanguage, currentLocale, applyDocumentLanguage } from './instance';
export { withEnglish, type Messages, type NamespaceLoader } from './namespaces';
export type { TFunction, TranslateOptions, Translator } from './translator';
export { useTranslation } from './use-translation';
export { Trans, type TransProps } from './trans';

/** Shared keys: English built in, the other locales one chunk each, fetched on demand. */
export const commonReady = registerNamespace(
  'common',
  withEnglish(english, (lng) => import(/* webpackChunkName: "locale-common-[request]" */ `./locales/${lng}.json`)),
);
