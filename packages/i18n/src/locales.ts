/** The 21 locales of spec §1, by the codes the product uses (`tw` Traditional Chinese, `iw` Hebrew). */
export const LOCALES = [
  'af', 'ar', 'da', 'de', 'en', 'es', 'fr', 'hi', 'it', 'iw', 'ja',
  'ko', 'nl', 'pl', 'pt', 'ru', 'th', 'tr', 'tw', 'vi', 'zh',
] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

const RTL: ReadonlySet<Locale> = new Set(['ar', 'iw']);

/** Standard BCP 47 tags for `lang` and Intl formatting: the product's codes are not all standard. */
const TAGS: Partial<Record<Locale, string>> = { en: 'en-US', tw: 'zh-TW', zh: 'zh-CN', iw: 'he' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function localeTag(lng: Locale): string {
  return TAGS[lng] ?? lng;
}

/** The product's code of a standard tag `localeTag` gives (`zh-TW` → `tw`); undefined for any other tag. */
export function localeOfTag(tag: string): Locale | undefined {
  return LOCALES.find((lng) => localeTag(lng) === tag);
}

export function directionOf(lng: Locale): 'ltr' | 'rtl' {
  return RTL.has(lng) ? 'rtl' : 'ltr';
}
