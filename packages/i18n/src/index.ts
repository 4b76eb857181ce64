/**
 * @atrium/i18n: the i18next instance (bound to react-i18next), the 21 locales loaded on demand,
 * right-to-left direction and the shared message keys (namespace `common`). Components take
 * `useTranslation` and `Trans` from react-i18next itself; this package only sets the instance up.
 */
import { registerNamespace } from './instance';
import { withEnglish } from './namespaces';
import english from './locales/en.json';

export { LOCALES, DEFAULT_LOCALE, isLocale, localeTag, localeOfTag, directionOf, type Locale } from './locales';
export { i18n, registerNamespace, changeLanguage, currentLocale, applyDocumentLanguage } from './instance';
export { withEnglish, type Messages, type NamespaceLoader } from './namespaces';

/** Shared keys: English built in, the other locales one chunk each, fetched on demand. */
export const commonReady = registerNamespace(
  'common',
  withEnglish(english, (lng) => import(/* webpackChunkName: "locale-common-[request]" */ `./locales/${lng}.json`)),
);

/**
 * Typed keys (i18next's resource typing): each package declares its own namespaces in
 * `ResourceNamespaceMap` beside its `registerNamespace` call, from its English messages, so a
 * mistyped key, or a key of a namespace the component did not ask for, fails the type check.
 * A key only known at run time (a server's tab or menu key, a remote's route title) must say
 * what shows when it is missing: `t(key, { defaultValue })` is the one way past the check.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
  }
  interface ResourceNamespaceMap {
    common: typeof english;
  }
}
