import { DEFAULT_LOCALE, directionOf, isLocale, localeOfTag, localeTag, useTranslation, type Locale } from '@atrium/i18n';

/** The attributes that say a text's language and direction, when they are not the page's. */
export interface TextLangAttributes {
  lang?: string;
  dir?: 'ltr' | 'rtl';
}

/** The `lang` tag of a text: the server's English original is no particular English, so `en`. */
const tagOf = (lng: Locale) => (lng === DEFAULT_LOCALE ? 'en' : localeTag(lng));

/**
 * `lang` and `dir` for a server text in `textLang` (its `lang` field: `TextLang` of @atrium/api)
 * on a page in `pageLocale`: nothing when they are the same language (or the server did not say),
 * else the text's own language and direction. So a rule the server has only in English reads, in
 * an Arabic page, left to right with its full stops at its right end, and a screen reader speaks
 * it as English.
 */
export function textLangAttributes(textLang: string | null | undefined, pageLocale: Locale): TextLangAttributes {
  if (!textLang || textLang === pageLocale || !isLocale(textLang)) return {};
  return { lang: tagOf(textLang), dir: directionOf(textLang) };
}

/**
 * The page's language as the screen renders it, and {@link textLangAttributes} for it: spread the
 * answer on the element that holds a server text (`<p {...textLang(notice.lang)}>`). Re-renders
 * when the language changes.
 */
export function useTextLang(): (textLang: string | null | undefined) => TextLangAttributes {
  const { i18n } = useTranslation();
  const page = localeOfTag(i18n.language) ?? DEFAULT_LOCALE;
  return (textLang) => textLangAttributes(textLang, page);
}
