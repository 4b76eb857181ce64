import type { Locale } from './locales';

export type Messages = { [key: string]: string | Messages };
/** Loads one namespace's messages for one locale, typically `lng => import(\`./i18n/${lng}.json\`)`. */
export type NamespaceLoader = (lng: Locale) => Promise<{ default: Messages } | Messages>;

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
