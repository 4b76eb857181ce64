import { useTranslation, currentLocale, localeTag } from '@atrium/i18n';

/**
 * Reads a server time: RuoYi sends "yyyy-MM-dd HH:mm:ss", some endpoints ISO 8601. Returns
 * the time in milliseconds, or NaN when the text is not a time.
 */
export function parseServerTime(value: string | null | undefined): number {
  if (!value) return Number.NaN;
  return Date.parse(value.trim().replace(' ', 'T'));
}

/**
 * A date formatter in the user's language (standard tag: `tw` is zh-TW, `iw` he). Components
 * using it re-render on a language change through `useTranslation`. An unreadable time is
 * shown as the server sent it.
 */
export function useDateFormat(): (value: string | null | undefined) => string {
  useTranslation('content');
  const format = new Intl.DateTimeFormat(localeTag(currentLocale()), { dateStyle: 'medium' });
  return (value) => {
    const time = parseServerTime(value);
    return Number.isNaN(time) ? (value ?? '') : format.format(time);
  };
}
