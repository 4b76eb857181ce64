/**
 * The API's readings the static host writes into its pages (/home's first screen, a remote page's
 * first pictures), kept per key: the HTML is never held for the API (issue 24). A kept reading
 * answers at once, and is read again in the background once older than READING_FRESH_MS
 * (stale-while-revalidate); with none kept, the page waits at most READING_WAIT_MS for it and otherwise
 * goes out without it (null), the read still landing for the next page. One read at a time per
 * key; a failed read answers null. At most KEPT_READINGS readings are kept (a key holds a cookie's
 * language, which names any code), the oldest dropped first.
 */
/**
 * How long a page with no reading kept waits for the API before it goes out without it. A local
 * API answers well within it; a slow one costs the first visitor at most this.
 */
export const READING_WAIT_MS = 150;
/** How long a reading is served as it is; older, it is still served while a new one is read. */
export const READING_FRESH_MS = 10_000;
/** How long one of the host's reads of the API may take in the background before it is given up (a hung API holds nothing). */
export const READ_DEADLINE_MS = 5_000;
/** The readings kept per reader. */
export const KEPT_READINGS = 200;

export interface CachedReadingsOptions {
  waitMs?: number;
  freshMs?: number;
  now?: () => number;
}

export function createCachedReadings<Wanted, Reading>(read: (wanted: Wanted) => Promise<Reading>, options: CachedReadingsOptions = {}) {
  const now = options.now ?? Date.now;
  const waitMs = options.waitMs ?? READING_WAIT_MS;
  const freshMs = options.freshMs ?? READING_FRESH_MS;
  const readings = new Map<string, { reading: Reading; at: number }>();
  const running = new Map<string, Promise<Reading | null>>();

  /** One read at a time per key; its result replaces the kept reading. */
  const refresh = (key: string, wanted: Wanted) => {
    const known = running.get(key);
    if (known) return known;
    const next = read(wanted)
      .then((reading) => {
        readings.delete(key);
        readings.set(key, { reading, at: now() });
        if (readings.size > KEPT_READINGS) readings.delete(readings.keys().next().value!);
        return reading;
      })
      .catch(() => null)
      .finally(() => running.delete(key));
    running.set(key, next);
    return next;
  };

  return function readingFor(key: string, wanted: Wanted): Promise<Reading | null> {
    const kept = readings.get(key);
    if (kept) {
      if (now() - kept.at > freshMs) void refresh(key, wanted);
      return Promise.resolve(kept.reading);
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), waitMs)));
    return Promise.race([refresh(key, wanted), late]).finally(() => clearTimeout(timer));
  };
}
