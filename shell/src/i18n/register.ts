import { registerNamespace, withEnglish } from '@atrium/i18n';
import english from './en.json';

/** The shell's own messages: English built in (the fallback of every locale), the others one chunk each. */
export const shellI18nReady = registerNamespace(
  'shell',
  withEnglish(english, (lng) => import(/* webpackChunkName: "locale-shell-[request]" */ `./${lng}.json`)),
);

// Typed keys: a key missing from the English messages fails the type check.
declare module 'i18next' {
  interface ResourceNamespaceMap {
    'shell': typeof import('./en.json');
  }
}
