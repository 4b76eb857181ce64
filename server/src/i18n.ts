/**
 * The 21 locales of spec §1 and how a request's language header maps onto them. `tw` is
 * Traditional Chinese and `iw` Hebrew (the product's codes), so the standard tags a browser
 * sends (zh-TW, zh-Hant, he) are mapped onto them.
 */
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@atrium/i18n/locales';

export { DEFAULT_LOCALE, LOCALES, type Locale };

/** Each language's name in itself (LanguageItem.remark). */
export const LOCALE_NAMES: Record<Locale, string> = {
  af: 'Afrikaans', ar: 'العربية', da: 'Dansk', de: 'Deutsch', en: 'English', es: 'Español',
  fr: 'Français', hi: 'हिन्दी', it: 'Italiano', iw: 'עברית', ja: '日本語', ko: '한국어',
  nl: 'Nederlands', pl: 'Polski', pt: 'Português', ru: 'Русский', th: 'ไทย', tr: 'Türkçe',
  tw: '繁體中文', vi: 'Tiếng Việt', zh: '简体中文',
};


/** Reads a `lang` or `language` header value ("de", "zh-TW", "en-US", "he") as one of the 21 locales. */
export function resolveLocale(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const tag = header.split(',')[0]!.trim().replace('_', '-').toLowerCase();
  if (isLocale(tag)) return tag;
  if (tag === 'zh-tw' || tag === 'zh-hk' || tag === 'zh-mo' || tag.startsWith('zh-hant')) return 'tw';
  const primary = tag.split('-')[0]!;
  if (primary === 'he') return 'iw';
  return isLocale(primary) ? primary : DEFAULT_LOCALE;
}
