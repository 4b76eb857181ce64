import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, directionOf, LOCALES, localeOfTag, localeTag, type Locale } from './locales';
import { loadMessages, registeredNamespaces, setLoader, type NamespaceLoader } from './namespaces';

/**
 * The one i18next instance, shared as a federated singleton through this package (and bound to
 * react-i18next, itself a singleton, so every remote's `useTranslation` reads it).
 *
 * i18next is keyed by the standard tags (`zh-TW`, `he`, `en-US`), not by the product's codes
 * (`tw`, `iw`, `en`): its plural rules come from `Intl.PluralRules(language)`, and `tw` is the
 * code of Twi there. The product's codes stay at this package's edge: `changeLanguage('tw')`,
 * `currentLocale()`, and every namespace loader is asked by product code.
 */
export const i18n = i18next.createInstance();

/**
 * The store event react-i18next re-renders on (`bindI18nStore`): a bundle arrived for a namespace
 * some component has already asked for. i18next's own 'added' fires for every bundle, and
 * react-i18next then re-renders every component that translates, synchronously (its hook is an
 * external store): a remote's namespaces, registered when its route table or its code arrives
 * (the idle preloader's), re-rendered the whole of /home once per namespace (100–200 ms each
 * under the mobile profile's 4× CPU), though nothing on screen reads them.
 */
type StoreEvents = { emit(event: string, ...args: unknown[]): void };
/** react-i18next's record of the namespaces its hooks have read (it adds it to the instance). */
type UsedNamespaces = { reportNamespaces?: { getUsedNamespaces(): string[] } };

export const USED_BUNDLE_ADDED = 'atrium:used-bundle-added';

i18n.use(initReactI18next).init({
  lng: localeTag(DEFAULT_LOCALE),
  fallbackLng: localeTag(DEFAULT_LOCALE),
  supportedLngs: LOCALES.map(localeTag),
  // `zh-TW` must not fall back to `zh` (Simplified) before English.
  load: 'currentOnly',
  ns: [],
  defaultNS: 'common',
  resources: {},
  // Resources are added by hand, so init has nothing to wait for: ready in this tick.
  initAsync: false,
  // React escapes what it renders; an escaped value would show as `&amp;`.
  interpolation: { escapeValue: false },
  // Re-render on bundles added later for a namespace in use (a language's bundle arriving after a failure).
  react: { useSuspense: false, bindI18nStore: USED_BUNDLE_ADDED },
  returnNull: false,
});

i18n.store.on('added', (lng: string, ns: string) => {
  // useTranslation reports the namespaces it reads as it renders, before it subscribes.
  if ((i18n as UsedNamespaces).reportNamespaces?.getUsedNamespaces().includes(ns)) (i18n.store as unknown as StoreEvents).emit(USED_BUNDLE_ADDED, lng, ns);
});

const loaded = new Set<string>();

async function ensure(ns: string, lng: Locale): Promise<void> {
  const id = `${lng}/${ns}`;
  if (loaded.has(id)) return;
  const messages = await loadMessages(ns, lng);
  i18n.addResourceBundle(localeTag(lng), ns, messages, true, true);
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
  const lng = currentLocale();
  await Promise.all(needed(lng).map((l) => (l === DEFAULT_LOCALE ? ensure(ns, l) : ensure(ns, l).catch(() => laterWhenBack(ns, l)))));
}

/**
 * A namespace whose chunk for the reader's language failed: the screen renders with the English
 * fallback (never stuck on a skeleton), and the chunk is fetched again when the browser is back
 * online or the page visible; its arrival re-renders the screen (react-i18next binds 'added').
 */
function laterWhenBack(ns: string, lng: Locale): void {
  const again = () => {
    if (typeof document !== 'undefined' && document.visibilityState !== 'visible') return;
    window.removeEventListener('online', again);
    document.removeEventListener('visibilitychange', again);
    ensure(ns, lng).catch(() => laterWhenBack(ns, lng));
  };
  if (typeof window === 'undefined') return;
  window.addEventListener('online', again);
  document.addEventListener('visibilitychange', again);
}

/** The product's code of the current language (`tw`, not `zh-TW`). */
export function currentLocale(): Locale {
  return localeOfTag(i18n.language) ?? DEFAULT_LOCALE;
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
  await i18n.changeLanguage(localeTag(lng));
  if (typeof document !== 'undefined') applyDocumentLanguage(lng);
}
