import { useState } from 'react';
import { isLocale, localeTag, useTranslation } from '@atrium/i18n';
import { DATE_FORMATS, formatDateTime, LOCALE_DATE_ORDER, useMainStore } from '@atrium/platform';

/** One choice of the date-format preference: the stored value and what the user reads. */
export interface DateFormatOption {
  value: string;
  label: string;
}

/**
 * The spec's date formats, written as their patterns, then the reader's language's own order
 * with today's date as it would print ("Language style (26.11.2026)" in German): a pattern
 * says nothing to someone who writes dates another way, an example does.
 */
export function dateFormatOptions(localeLabel: (example: string) => string, locale: string, timeZone: string, now: number): DateFormatOption[] {
  const example = formatDateTime(now, { timeZone, timeFormat: LOCALE_DATE_ORDER, locale, dateOnly: true });
  return [...DATE_FORMATS.map((format) => ({ value: format, label: format })), { value: LOCALE_DATE_ORDER, label: localeLabel(example) }];
}

/** The date-format choices in the current language and time zone. */
export function useDateFormatOptions(): DateFormatOption[] {
  const { t } = useTranslation('shell');
  const language = useMainStore((s) => s.language);
  const timeZone = useMainStore((s) => s.timezone);
  const locale = localeTag(isLocale(language) ? language : 'en');
  // Today as the sidebar opened: the example need not turn over at midnight while it is open.
  const [today] = useState(() => Date.now());
  return dateFormatOptions((example) => t('date_format_locale', { example }), locale, timeZone, today);
}
