import { useCallback } from 'react';
import { isLocale, localeTag } from '@atrium/i18n';
import { useMainStore } from '../stores/main-store';
import { formatDateTime, type DateTimeOptions } from './format-date-time';
import { parseServerTime } from './server-time';
import { deviceTimeZone } from './zone-name';

/** What a screen may ask of a time; the zone, format and language come from the main store. */
export type FormatOptions = Pick<DateTimeOptions, 'dateOnly' | 'timeOnly'>;

/** The reader's language as a BCP 47 tag, re-read when they pick another. */
function useLocaleTag(): string {
  const language = useMainStore((s) => s.language);
  return localeTag(isLocale(language) ? language : 'en');
}

/**
 * Formats times for display in the user's time zone, date format and language (main store):
 * every date and time shown anywhere goes through it, so each one names its zone when the
 * chosen zone is not the device's ("03/14/2026 15:04:05 GMT+8"). An unreadable time is shown
 * as the server sent it.
 */
export function useFormatDateTime(): (value: string | number | null | undefined, options?: FormatOptions) => string {
  const timeZone = useMainStore((s) => s.timezone);
  const timeFormat = useMainStore((s) => s.timeFormat);
  const locale = useLocaleTag();
  return useCallback(
    (value, options) => {
      const ms = parseServerTime(value);
      return Number.isNaN(ms) ? String(value ?? '') : formatDateTime(ms, { ...options, timeZone, timeFormat, locale, deviceTimeZone: deviceTimeZone() });
    },
    [timeZone, timeFormat, locale],
  );
}
