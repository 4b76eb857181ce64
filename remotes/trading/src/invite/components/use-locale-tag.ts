import { DEFAULT_LOCALE, isLocale, localeTag, useTranslation } from '@atrium/i18n';

/** The BCP 47 tag of the current language (`tw` → `zh-TW`), for Intl formatting; follows language changes. */
export function useLocaleTag(): string {
  const { i18n } = useTranslation();
  return localeTag(isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE);
}
