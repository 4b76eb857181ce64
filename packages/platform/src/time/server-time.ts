/**
 * Reads a server time: RuoYi sends "yyyy-MM-dd HH:mm:ss" in UTC (server/CONTRACT-DELTA.md),
 * some endpoints ISO 8601 or milliseconds. Returns milliseconds, or NaN when it is not a time.
 */
export function parseServerTime(value: string | number | null | undefined): number {
  if (typeof value === 'number') return value;
  if (!value) return Number.NaN;
  const text = value.trim().replace(' ', 'T');
  // A time without a zone is the server's UTC, never the browser's local time.
  return Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(text) || !text.includes('T') ? text : `${text}Z`);
}
