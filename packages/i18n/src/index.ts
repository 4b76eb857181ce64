/**
 * @atrium/i18n: the i18next instance (bound to react-i18next), the 21 locales loaded on demand,
 * right-to-left direction and the shared message keys (namespace `common`), and react-i18next's
 * two bindings the apps use, `useTranslation` and `Trans`.
 *
 * The apps take those two from here, never from react-i18next: this package is a federated
 * singleton and react-i18next is bundled into it, so the one copy at runtime is tree-shaken to
 * what the platform uses. Shared itself, react-i18next would be provided whole (a shared module
 * is), its server-rendering and HOC helpers included: 3.0 KB gzip more on /home (issue 24).
 * No other package depends on react-i18next, so an import of it elsewhere does not resolve.
 */
import { registerNamespace } from './instance';
import { withEnglish } from './namespaces';
import english from './locales/en.json';

export { LOCALES, DEFAULT_LOCALE, isLocale, localeTag, localeOfTag, directionOf, type Locale } from './locales';
export { i18n, registerNamespace, changeLanguage, currentLocale, applyDocumentLanguage } from './instance';
export { withEnglish, type Messages, type NamespaceLoader } from './namespaces';
export { Trans, useTranslation } from 'react-i18next';

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
