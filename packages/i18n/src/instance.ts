import { DEFAULT_LOCALE, directionOf, isLocale, localeTag, type Locale } from './locales';
import { loadMessages, registeredNamespaces, setLoader, type NamespaceLoader } from './namespaces';
import { createTranslator } from './translator';

/** The one translator, shared as a federated singleton through this package. */
export const i18n = createTranslator({ language: DEFAULT_LOCALE, fallbackLanguage: DEFAULT_LOCALE, defaultNamespace: 'common' });

const loaded = new Set<string>();

async function ensure(ns: string, lng: Locale): Promise<void> {
  const id = `${lng}/${ns}`;
  if (loaded.has(id)) return;
  const messages = await loadMessages(ns, lng);
  i18n.addResourceBundle(lng, ns, messages, true, true);
  loaded.add(id);
}

/** The locales whose bundles must be present to render `lng`: itself and the English fallback. */
function needed(lng: Locale): Locale[] {
  return lng === DEFAULT_LOCALE ? [lng] : [lng, DEFAULT_LOCALE];
}

/**
 * Registers a namespace (the shell's, a remote's or a package's) and loads it for the current
 * language before resolving, so the caller can render translated text at once.
 */
export async function registerNamespace(ns: string, load: NamespaceLoader): Promise<void> {
  setLoader(ns, load);
  await Promise.all(needed(currentLocale()).map((lng) => ensure(ns, lng)));
}

export function currentLocale(): Locale {
  const lng = i18n.language;
  return isLocale(lng) ? lng : DEFAULT_LOCALE;
}

/** Sets `lang` and `dir` on <html> with the standard tag (rule 11). */
export function applyDocumentLanguage(lng: Locale, doc: Document = document): void {
  doc.documentElement.lang = localeTag(lng);
  doc.documentElement.dir = directionOf(lng);
}

/**
 * Changes the language only once every registered namespace has its bundle for it, so no
 * screen (shell or remote) re-renders half translated.
 */
export async function changeLanguage(lng: Locale): Promise<void> {
  await Promise.all(registeredNamespaces().flatMap((ns) => needed(lng).map((l) => ensure(ns, l))));
  await i18n.changeLanguage(lng);
  if (typeof document !== 'undefined') applyDocumentLanguage(lng);
}
