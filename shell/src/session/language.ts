import { changeLanguage, DEFAULT_LOCALE, isLocale, type Locale } from '@atrium/i18n';
import { storage, useMainStore } from '@atrium/platform';
import type { LanguageItem } from '@atrium/api';
import { rememberLanguageForHost } from './language-cookie';

/** The page's language attribute that the API client sends as `language` and `lang` (spec §4, §7). */
export const LANGUAGE_ATTRIBUTE = 'data-language';

/** The attribute; before the boot has applied the language, the stored choice (the first reads go in it too). */
export function pageLanguage(): string {
  return document.documentElement.getAttribute(LANGUAGE_ATTRIBUTE) || storedLocale();
}

/** The persisted language, or the default (en). */
export function storedLocale(): Locale {
  const stored = storage.get('LANGUAGE');
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

/**
 * The attribute for `lng`: the tenant's list entry, or en when the list lacks it. Before the list
 * is known (a first visit whose settings are still on their way) it is the choice itself, as the
 * first reads go: an `en` there would send the first screen's reads (the notice bar) in English,
 * and nothing reads them again when the list arrives, since the locale has not changed.
 */
function attributeFor(lng: Locale, languages: LanguageItem[], index: number): string {
  if (languages.length === 0) return lng;
  return index >= 0 ? languages[index]!.dictValue : DEFAULT_LOCALE;
}

/**
 * Language change (spec §4): the locale and <html lang/dir> change once every registered
 * namespace has its bundle (so every open screen, remotes included, re-renders translated);
 * the language attribute is the matching list entry's dictValue, or en when none matches;
 * the choice is stored.
 */
export async function applyLanguage(lng: Locale, languages: LanguageItem[] = []): Promise<void> {
  await changeLanguage(lng);
  const index = languages.findIndex((item) => item.dictValue === lng);
  document.documentElement.setAttribute(LANGUAGE_ATTRIBUTE, attributeFor(lng, languages, index));
  useMainStore.getState().setLanguage(lng);
  storage.set('LANGUAGE', lng);
  rememberLanguageForHost(lng);
  if (index >= 0) storage.set('LANGUAGE_ID', String(index));
}
