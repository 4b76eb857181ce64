import { DEFAULT_TIME_ZONE } from './time-zones';

type Field = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second';
const formatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(ms: number, timeZone: string): Record<Field, string> {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = {} as Record<Field, string>;
  for (const part of formatter.formatToParts(ms)) if (part.type in { year: 1, month: 1, day: 1, hour: 1, minute: 1, second: 1 }) parts[part.type as Field] = part.value;
  return parts;
}

function knownZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return DEFAULT_TIME_ZONE; // an unknown stored zone falls back to the spec's default
  }
}

/**
 * A moment as the user reads it: in their time zone (main store), with their date format
 * (`MM/DD/YYYY`, `DD/MM/YYYY` or `YYYY-MM-DD`…), and the time `HH:mm:ss` unless `dateOnly`.
 * Every date shown anywhere goes through here (spec §3 main store).
 */
export function formatDateTime(ms: number, options: { timeZone: string; timeFormat: string; dateOnly?: boolean }): string {
  const p = partsIn(ms, knownZone(options.timeZone));
  const date = options.timeFormat.replace('YYYY', p.year).replace('MM', p.month).replace('DD', p.day);
  return options.dateOnly ? date : `${date} ${p.hour}:${p.minute}:${p.second}`;
}

/** Spec §5: validity in days is (end − begin) / 86,400,000, rounded up. */
export function validityDays(beginMs: number, endMs: number): number {
  return Math.ceil((endMs - beginMs) / 86_400_000);
}
