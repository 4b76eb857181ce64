import { registerNamespace, withEnglish } from '@atrium/i18n';
import english from './en.json';

/** The i18n namespace this package owns. */
export const UI_NAMESPACE = 'ui';

/**
 * Resolves when the `ui` messages of the current language are loaded. Importing any component
 * that shows text starts it; the shell awaits it at boot with the other namespaces, because a
 * bundle that arrives after the first render does not re-render what is already on screen.
 */
export const uiI18nReady: Promise<void> = registerNamespace(
  UI_NAMESPACE,
  // `../i18n/` rather than `./`: Vite refuses a variable import of its own directory, and the
  // longer path means the same folder to rspack.
  withEnglish(english, (lng) => import(/* webpackChunkName: "locale-ui-[request]" */ `../i18n/${lng}.json`)),
);

// Typed keys: a key missing from the English messages fails the type check.
declare module 'i18next' {
  interface ResourceNamespaceMap {
    'ui': typeof import('./en.json');
  }
}
