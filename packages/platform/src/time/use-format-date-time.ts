import { useCallback } from 'react';
import { useMainStore } from '../stores/main-store';
import { formatDateTime } from './format-date-time';
import { parseServerTime } from './server-time';

/**
 * Formats times for display in the user's time zone and date format (main store): every
 * date shown anywhere goes through it. An unreadable time is shown as the server sent it.
 */
export function useFormatDateTime(): (value: string | number | null | undefined, options?: { dateOnly?: boolean }) => string {
  const timeZone = useMainStore((s) => s.timezone);
  const timeFormat = useMainStore((s) => s.timeFormat);
  return useCallback(
    (value, options) => {
      const ms = parseServerTime(value);
      return Number.isNaN(ms) ? String(value ?? '') : formatDateTime(ms, { timeZone, timeFormat, dateOnly: options?.dateOnly });
    },
    [timeZone, timeFormat],
  );
}
