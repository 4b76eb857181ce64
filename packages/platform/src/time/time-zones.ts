/**
 * The time zones a user can choose (spec §3: about 38 zone names, offsets from −12 to +14,
 * including half-hour and 45-minute zones). The offset is the zone's standard offset in hours,
 * for the picker's labels; dates are converted with the IANA name, so summer time is right.
 */
export const TIME_ZONES: readonly { name: string; offset: number }[] = [
  { name: 'Etc/GMT+12', offset: -12 },
  { name: 'Pacific/Pago_Pago', offset: -11 },
  { name: 'Pacific/Honolulu', offset: -10 },
  { name: 'Pacific/Marquesas', offset: -9.5 },
  { name: 'America/Anchorage', offset: -9 },
  { name: 'America/Los_Angeles', offset: -8 },
  { name: 'America/Denver', offset: -7 },
  { name: 'America/Chicago', offset: -6 },
  { name: 'America/New_York', offset: -5 },
  { name: 'America/Caracas', offset: -4 },
  { name: 'America/St_Johns', offset: -3.5 },
  { name: 'America/Sao_Paulo', offset: -3 },
  { name: 'Atlantic/South_Georgia', offset: -2 },
  { name: 'Atlantic/Azores', offset: -1 },
  { name: 'Europe/London', offset: 0 },
  { name: 'Europe/Paris', offset: 1 },
  { name: 'Europe/Athens', offset: 2 },
  { name: 'Europe/Moscow', offset: 3 },
  { name: 'Asia/Tehran', offset: 3.5 },
  { name: 'Asia/Dubai', offset: 4 },
  { name: 'Asia/Kabul', offset: 4.5 },
  { name: 'Asia/Karachi', offset: 5 },
  { name: 'Asia/Kolkata', offset: 5.5 },
  { name: 'Asia/Kathmandu', offset: 5.75 },
  { name: 'Asia/Dhaka', offset: 6 },
  { name: 'Asia/Yangon', offset: 6.5 },
  { name: 'Asia/Bangkok', offset: 7 },
  { name: 'Asia/Hong_Kong', offset: 8 },
  { name: 'Asia/Shanghai', offset: 8 },
  { name: 'Australia/Eucla', offset: 8.75 },
  { name: 'Asia/Tokyo', offset: 9 },
  { name: 'Australia/Adelaide', offset: 9.5 },
  { name: 'Australia/Sydney', offset: 10 },
  { name: 'Australia/Lord_Howe', offset: 10.5 },
  { name: 'Pacific/Noumea', offset: 11 },
  { name: 'Pacific/Auckland', offset: 12 },
  { name: 'Pacific/Chatham', offset: 12.75 },
  { name: 'Pacific/Tongatapu', offset: 13 },
  { name: 'Pacific/Kiritimati', offset: 14 },
];

export const DEFAULT_TIME_ZONE = 'Asia/Hong_Kong';
export const DEFAULT_TIME_FORMAT = 'MM/DD/YYYY';

/** The date formats of the spec, written with their fields, as the user picks them. */
export const DATE_FORMATS: readonly string[] = ['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD'];

/** A date format that is no pattern: the reader's language's own order and separators (26.11.2026 in German). */
export const LOCALE_DATE_ORDER = 'locale';

/** "UTC+5:45" for a standard offset in hours. */
export function offsetLabel(offset: number): string {
  const sign = offset < 0 ? '−' : '+';
  const minutes = Math.round(Math.abs(offset) * 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `UTC${sign}${h}${m ? `:${String(m).padStart(2, '0')}` : ''}`;
}
