/** Items of one calendar day, in the order they came. */
export interface DayGroup<T> {
  /** The day as the user reads dates (their zone and format): the divider's text and the key. */
  day: string;
  items: T[];
}

/**
 * Splits a time-ordered list where the calendar day changes, so a list can say the date once per
 * day and only the time on each row. `dayOf` reads an item's day in the user's time zone.
 */
export function groupByDay<T>(items: readonly T[], dayOf: (item: T) => string): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const day = dayOf(item);
    const last = groups.at(-1);
    if (last?.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}

/**
 * The time of day of a formatted date-time ("11/27/2026 09:05:03" → "09:05:03"): the date is
 * said once above the day's rows. Both come from the platform's formatter, so the zone and the
 * date format stay the user's, whatever it adds after the time.
 */
export function timeOfDay(dateTime: string, date: string): string {
  return dateTime.startsWith(date) ? dateTime.slice(date.length).trim() : dateTime;
}
