import { LOCALE_DATE_ORDER } from './time-zones';
import { knownZone, zoneDiffersFromDevice, zoneName } from './zone-name';

type Field = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second';
const formatters = new Map<string, Intl.DateTimeFormat>();

function cached(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

function partsIn(ms: number, timeZone: string): Record<Field, string> {
  const formatter = cached(`parts|${timeZone}`, () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }),
  );
  const parts = {} as Record<Field, string>;
  for (const part of formatter.formatToParts(ms)) if (part.type in { year: 1, month: 1, day: 1, hour: 1, minute: 1, second: 1 }) parts[part.type as Field] = part.value;
  return parts;
}

/**
 * The date as the reader's language orders and separates it (14.03.2026, 2026/03/14, 14‏/03‏/2026),
 * on the Gregorian calendar and with Latin digits like every other date and figure of the app.
 */
function localeDate(ms: number, timeZone: string, locale: string): string {
  return cached(`date|${locale}|${timeZone}`, () =>
    new Intl.DateTimeFormat(locale, { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', calendar: 'gregory', numberingSystem: 'latn' }),
  ).format(ms);
}

export interface DateTimeOptions {
  /** The user's time zone (main store). */
  timeZone: string;
  /** `MM/DD/YYYY`, `DD/MM/YYYY`, `YYYY-MM-DD`…, or `LOCALE_DATE_ORDER` for the language's own. */
  timeFormat: string;
  /** The reader's language as a BCP 47 tag, for the zone's name and the language's date order. */
  locale?: string;
  /** The date alone: no time, so no zone either. */
  dateOnly?: boolean;
  /** The time alone (a list that shows each day's date once): with its zone when needed. */
  timeOnly?: boolean;
  /** The device's zone; this browser's unless given (tests). */
  deviceTimeZone?: string;
}

/**
 * A moment as the user reads it: in their time zone (main store), with their date format,
 * the time `HH:mm:ss` unless `dateOnly`, and, when their chosen zone is not the device's, the
 * zone's short name in their language ("03/14/2026 15:04:05 GMT+8"), so nobody takes Hong Kong
 * time for their own. Every date and time shown anywhere goes through here (spec §3 main store).
 */
export function formatDateTime(ms: number, options: DateTimeOptions): string {
  const timeZone = knownZone(options.timeZone);
  const locale = options.locale ?? 'en-US';
  const p = partsIn(ms, timeZone);
  const date =
    options.timeFormat === LOCALE_DATE_ORDER
      ? localeDate(ms, timeZone, locale)
      : options.timeFormat.replace('YYYY', p.year).replace('MM', p.month).replace('DD', p.day);
  if (options.dateOnly) return date;
  const time = `${p.hour}:${p.minute}:${p.second}`;
  const moment = options.timeOnly ? time : `${date} ${time}`;
  return zoneDiffersFromDevice(timeZone, options.deviceTimeZone) ? `${moment} ${zoneName(ms, timeZone, locale)}` : moment;
}

/** Spec §5: validity in days is (end − begin) / 86,400,000, rounded up. */
export function validityDays(beginMs: number, endMs: number): number {
  return Math.ceil((endMs - beginMs) / 86_400_000);
}
