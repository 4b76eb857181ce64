import { DEFAULT_TIME_ZONE } from './time-zones';

const resolved = new Map<string, string | null>();

/**
 * The engine's canonical name of a zone, so that aliases compare equal (`Asia/Calcutta` and
 * `Asia/Kolkata`, `Etc/UTC` and `UTC`), or null for a zone it does not know. Remembered: every
 * time shown asks, and a new formatter each time would slow a long list.
 */
function resolve(timeZone: string): string | null {
  if (!resolved.has(timeZone)) {
    let name: string | null = null;
    try {
      name = new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
    } catch {
      // not a zone this browser knows
    }
    resolved.set(timeZone, name);
  }
  return resolved.get(timeZone) ?? null;
}

/** The zone itself when the browser knows it; else the spec's default, as every date then shows. */
export function knownZone(timeZone: string): string {
  return resolve(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
}

/** The device's own time zone (IANA name), as the browser reports it; UTC when it cannot tell. */
export function deviceTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

const names = new Map<string, Intl.DateTimeFormat>();

/**
 * The zone's short name at that moment in the reader's language, as Intl writes it: "GMT+8",
 * "MEZ", "EDT", "غرينتش+8", "UTC+8" (French). Latin digits, as every figure of the kit.
 */
export function zoneName(ms: number, timeZone: string, locale: string): string {
  const key = `${locale}|${timeZone}`;
  let formatter = names.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short', numberingSystem: 'latn' });
    names.set(key, formatter);
  }
  return formatter.formatToParts(ms).find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/**
 * Whether a time in `timeZone` must say its zone: only when it is not the device's. A reader
 * whose clock shows the same zone reads the time as their own; anyone else must be told that
 * "15:04" is, say, Hong Kong time and not theirs.
 */
export function zoneDiffersFromDevice(timeZone: string, device: string = deviceTimeZone()): boolean {
  return resolve(timeZone) !== resolve(device);
}
