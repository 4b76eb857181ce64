import { DEFAULT_LOCALE, type Locale } from './locales';

export type Messages = { [key: string]: string | Messages };
/** Loads one namespace's messages for one locale, typically `lng => import(\`./i18n/${lng}.json\`)`. */
export type NamespaceLoader = (lng: Locale) => Promise<{ default: Messages } | Messages>;

/**
 * A loader whose English messages are already in the caller's chunk: English is every locale's
 * fallback, so a namespace needed before the first render (the shell's, the UI kit's, the shared
 * keys) would otherwise always cost a round trip after its code arrived; the other 20 locales
 * still load on demand.
 */
export function withEnglish(english: Messages, load: NamespaceLoader): NamespaceLoader {
  return (lng) => (lng === DEFAULT_LOCALE ? Promise.resolve(english) : load(lng));
}

const loaders = new Map<string, NamespaceLoader>();

export function setLoader(ns: string, load: NamespaceLoader): void {
  loaders.set(ns, load);
}

export function registeredNamespaces(): string[] {
  return [...loaders.keys()];
}

export async function loadMessages(ns: string, lng: Locale): Promise<Messages> {
  const load = loaders.get(ns);
  if (!load) throw new Error(`i18n namespace "${ns}" is not registered`);
  const mod = await load(lng);
  return ('default' in mod && typeof mod.default === 'object' ? mod.default : mod) as Messages;
}
