import { registerNamespace } from '@atrium/i18n';

/**
 * The remote override's messages (its banner, its section of /__platform): loaded only where an
 * override can exist (a non-production tenant), so a production start carries none of them.
 */
export const overrideI18nReady = registerNamespace('remote-override', async (lng) => (await import('./all-locales')).messages[lng]);

// Typed keys: a key missing from the English messages fails the type check.
declare module 'i18next' {
  interface ResourceNamespaceMap {
    'remote-override': typeof import('./en.json');
  }
}
