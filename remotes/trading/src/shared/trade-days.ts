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
