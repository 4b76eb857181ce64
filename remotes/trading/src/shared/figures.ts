/** The decimals a decimal string is written with ("0.09112" → 5), or 0 when it is none. */
const decimalsOf = (value: string) => (/^-?\d+\.(\d+)$/.exec(value.trim())?.[1]?.length ?? 0);

/**
 * The decimals to write a column of amounts with: the most any of them has. Right-aligned figures
 * of one length keep their place when a frame rewrites them; figures that grew or shrank would
 * move their first digit, which counts as a layout shift on every tick.
 */
export function columnDecimals(values: readonly string[]): number {
  return values.reduce((most, value) => Math.max(most, decimalsOf(value)), 0);
}
