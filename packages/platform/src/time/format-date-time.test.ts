import { describe, expect, it } from 'vitest';
import { formatDateTime, validityDays } from './format-date-time';
import { LOCALE_DATE_ORDER, offsetLabel, TIME_ZONES } from './time-zones';

const noonUtc = Date.UTC(2026, 0, 15, 12, 0, 0);
// Read on a device in the same zone: no zone named, the conversion alone is under test here.
const at = (timeZone: string, timeFormat = 'MM/DD/YYYY') => formatDateTime(noonUtc, { timeZone, timeFormat, deviceTimeZone: timeZone });

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
    expect(formatDateTime(noonUtc, { timeZone: 'Mars/Olympus', timeFormat: 'MM/DD/YYYY', deviceTimeZone: 'Asia/Hong_Kong' })).toBe('01/15/2026 20:00:00');
  });
});

describe('the zone beside a time', () => {
  const hongKong = (deviceTimeZone: string, extra: { locale?: string; dateOnly?: boolean; timeOnly?: boolean } = {}) =>
    formatDateTime(noonUtc, { timeZone: 'Asia/Hong_Kong', timeFormat: 'MM/DD/YYYY', deviceTimeZone, ...extra });

  it('is named when the chosen zone is not the device\'s', () => {
    expect(hongKong('Europe/Berlin')).toBe('01/15/2026 20:00:00 GMT+8');
    expect(hongKong('America/New_York', { timeOnly: true })).toBe('20:00:00 GMT+8');
  });
  it('is left out when the device is in the chosen zone, under any of its names', () => {
    expect(hongKong('Asia/Hong_Kong')).toBe('01/15/2026 20:00:00');
    expect(formatDateTime(noonUtc, { timeZone: 'Asia/Kolkata', timeFormat: 'YYYY-MM-DD', deviceTimeZone: 'Asia/Calcutta' })).toBe('2026-01-15 17:30:00');
  });
  it('is left out of a date alone', () => {
    expect(hongKong('Europe/Berlin', { dateOnly: true })).toBe('01/15/2026');
  });
  it('is written in the reader\'s language, with Latin digits', () => {
    expect(hongKong('Europe/Berlin', { locale: 'ar' })).toBe('01/15/2026 20:00:00 غرينتش+8');
    expect(hongKong('Europe/Berlin', { locale: 'fr' })).toBe('01/15/2026 20:00:00 UTC+8');
    const berlin = (locale: string) => formatDateTime(noonUtc, { timeZone: 'Europe/Berlin', timeFormat: 'DD/MM/YYYY', locale, deviceTimeZone: 'Asia/Tokyo' });
    expect(berlin('de')).toBe('15/01/2026 13:00:00 MEZ');
    expect(berlin('en-US')).toBe('15/01/2026 13:00:00 GMT+1');
  });
  it('follows summer time', () => {
    const july = Date.UTC(2026, 6, 15, 12);
    expect(formatDateTime(july, { timeZone: 'America/New_York', timeFormat: 'MM/DD/YYYY', deviceTimeZone: 'UTC' })).toBe('07/15/2026 08:00:00 EDT');
  });
});

describe('the language\'s own date order', () => {
  const inLocale = (locale: string, dateOnly = true) =>
    formatDateTime(Date.UTC(2026, 10, 26, 4), { timeZone: 'Asia/Hong_Kong', timeFormat: LOCALE_DATE_ORDER, locale, dateOnly, deviceTimeZone: 'Asia/Hong_Kong' });

  it('orders and separates the date as each language writes it', () => {
    expect(inLocale('de')).toBe('26.11.2026');
    expect(inLocale('ru')).toBe('26.11.2026');
    expect(inLocale('en-US')).toBe('11/26/2026');
    expect(inLocale('zh-TW')).toBe('2026/11/26');
    expect(inLocale('ja')).toBe('2026/11/26');
    expect(inLocale('nl')).toBe('26-11-2026');
  });
  it('keeps the Gregorian year and Latin digits', () => {
    expect(inLocale('th')).toBe('26/11/2026');
    expect(inLocale('ar').replace(/\u200f/g, '')).toBe('26/11/2026');
  });
  it('is followed by the time', () => {
    expect(inLocale('de', false)).toBe('26.11.2026 12:00:00');
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
