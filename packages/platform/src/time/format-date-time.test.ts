import { describe, expect, it } from 'vitest';
import { formatDateTime, validityDays } from './format-date-time';
import { offsetLabel, TIME_ZONES } from './time-zones';

const noonUtc = Date.UTC(2026, 0, 15, 12, 0, 0);
const at = (timeZone: string, timeFormat = 'MM/DD/YYYY') => formatDateTime(noonUtc, { timeZone, timeFormat });

describe('dates in the user\'s time zone', () => {
  it('uses the default Hong Kong zone and the MM/DD/YYYY format', () => {
    expect(at('Asia/Hong_Kong')).toBe('01/15/2026 20:00:00');
  });
  it('converts half-hour zones', () => {
    expect(at('Asia/Kolkata')).toBe('01/15/2026 17:30:00');
    expect(at('America/St_Johns')).toBe('01/15/2026 08:30:00');
  });
  it('converts 45-minute zones', () => {
    expect(at('Asia/Kathmandu')).toBe('01/15/2026 17:45:00');
    // Chatham is on summer time (+13:45) in January.
    expect(at('Pacific/Chatham')).toBe('01/16/2026 01:45:00');
    expect(at('Australia/Eucla')).toBe('01/15/2026 20:45:00');
  });
  it('crosses the date line both ways', () => {
    expect(at('Pacific/Kiritimati')).toBe('01/16/2026 02:00:00');
    expect(at('Etc/GMT+12')).toBe('01/15/2026 00:00:00');
  });
  it('follows the chosen date format and can leave out the time', () => {
    expect(at('Europe/London', 'YYYY-MM-DD')).toBe('2026-01-15 12:00:00');
    expect(formatDateTime(noonUtc, { timeZone: 'Europe/London', timeFormat: 'DD/MM/YYYY', dateOnly: true })).toBe('15/01/2026');
  });
  it('falls back to the default zone for an unknown one', () => {
    expect(at('Mars/Olympus')).toBe('01/15/2026 20:00:00');
  });
});

describe('the time-zone table', () => {
  it('spans −12 to +14 with half-hour and 45-minute zones, all known to the browser', () => {
    expect(TIME_ZONES.length).toBeGreaterThanOrEqual(38);
    expect(Math.min(...TIME_ZONES.map((z) => z.offset))).toBe(-12);
    expect(Math.max(...TIME_ZONES.map((z) => z.offset))).toBe(14);
    expect(TIME_ZONES.some((z) => z.offset % 1 === 0.5 || z.offset % 1 === -0.5)).toBe(true);
    expect(TIME_ZONES.some((z) => Math.abs(z.offset % 1) === 0.75)).toBe(true);
    for (const z of TIME_ZONES) expect(() => new Intl.DateTimeFormat('en', { timeZone: z.name })).not.toThrow();
  });
  it('labels offsets', () => {
    expect(offsetLabel(5.75)).toBe('UTC+5:45');
    expect(offsetLabel(-3.5)).toBe('UTC−3:30');
    expect(offsetLabel(8)).toBe('UTC+8');
  });
});

describe('validity in days', () => {
  it('rounds up (spec §5)', () => {
    const day = 86_400_000;
    expect(validityDays(0, 7 * day)).toBe(7);
    expect(validityDays(0, 7.5 * day)).toBe(8);
    expect(validityDays(0, 1)).toBe(1);
  });
});
