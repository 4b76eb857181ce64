import { useFormatDateTime } from '@atrium/platform';

/**
 * A server date as the user reads it: in their time zone and date format (the platform's
 * main store), date only. An unreadable time is shown as the server sent it.
 */
export function useDateFormat(): (value: string | null | undefined) => string {
  const format = useFormatDateTime();
  return (value) => format(value, { dateOnly: true });
}
