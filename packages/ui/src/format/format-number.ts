import BigNumber from 'bignumber.js';

/**
 * A decimal as the app carries it: a string from the wire or a `BigNumber` (rule 8).
 * Numbers and bigints are accepted too, but a JS float has already lost its precision.
 */
export type DecimalInput = BigNumber.Value | null | undefined;

/** Options shared by the number formatters. */
export interface FormatOptions {
  /** Rounding mode, a `BigNumber.ROUND_*` constant. Default `BigNumber.ROUND_DOWN` (spec §9). */
  rounding?: BigNumber.RoundingMode;
  /** Group the integer part by thousands with `,` (default false). */
  grouping?: boolean;
  /** Force this many decimals instead of the 2-or-4 rule (the tiny-value rule still applies below it). */
  decimals?: number;
  /** Significant digits for very small values, clamped to 4…6 (default 4). */
  significant?: number;
  /** What an empty or non-numeric value shows (default `'--'`). */
  fallback?: string;
}

/** Shown for missing and non-numeric values unless `fallback` says otherwise. */
export const NO_VALUE = '--';

const UNITS: ReadonlyArray<readonly [BigNumber, string]> = [
  [new BigNumber('1e12'), 'T'],
  [new BigNumber('1e9'), 'B'],
  [new BigNumber('1e6'), 'M'],
  [new BigNumber('1e3'), 'K'],
];

const HUNDRED = new BigNumber(100);
const MIN_CHANGE = new BigNumber('0.01');

function toDecimal(value: DecimalInput): BigNumber | null {
  if (value === null || value === undefined || value === '') return null;
  if (BigNumber.isBigNumber(value)) return value.isFinite() ? value : null;
  try {
    const n = new BigNumber(typeof value === 'string' ? value.trim() : value);
    return n.isFinite() ? n : null;
  } catch {
    // bignumber.js 11 throws on a malformed string instead of returning NaN.
    return null;
  }
}

function groupThousands(fixed: string): string {
  const [int = '', frac] = fixed.split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return frac === undefined ? grouped : `${grouped}.${frac}`;
}

/** `toFixed` keeps the sign of a value that rounds to zero ("-0.00"); a zero never shows a sign. */
function dropNegativeZero(text: string): string {
  return /^-[0.,]*$/.test(text) ? text.slice(1) : text;
}

function trimZeros(fixed: string): string {
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
}

/** The plain digits of `n` by the display rules of spec §9, without grouping. */
function displayDigits(n: BigNumber, opts: FormatOptions): string {
  const rm = opts.rounding ?? BigNumber.ROUND_DOWN;
  if (n.isZero()) return new BigNumber(0).toFixed(opts.decimals ?? 2);
  const decimals = opts.decimals ?? (n.abs().gt(HUNDRED) ? 2 : 4);
  const fixed = n.toFixed(decimals, rm);
  if (!/^-?0\.?0*$/.test(fixed)) return fixed;
  // Too small for the fixed decimals: show significant digits instead of a misleading zero.
  const significant = Math.min(6, Math.max(4, opts.significant ?? 4));
  return trimZeros(n.precision(significant, rm).toFixed());
}

function finish(digits: string, opts: FormatOptions): string {
  const text = dropNegativeZero(digits);
  return opts.grouping ? groupThousands(text) : text;
}

/**
 * Formats an amount by spec §9: |v| > 100 shows 2 decimals, |v| ≤ 100 shows 4, and a nonzero
 * value that those decimals would show as zero shows 4 (up to 6) significant digits
 * (`0.0000123456` → `"0.00001234"`, trailing zeros trimmed). Rounds down, never uses scientific
 * notation, digits are ASCII whatever the locale.
 *
 * Zero shows `"0.00"` (an empty balance reads as money, not as a measurement); a missing or
 * non-numeric value shows `opts.fallback` (default `"--"`).
 */
export function formatAmount(value: DecimalInput, opts: FormatOptions = {}): string {
  const n = toDecimal(value);
  if (!n) return opts.fallback ?? NO_VALUE;
  return finish(displayDigits(n, opts), opts);
}

/** Formats a price: the same display rules as {@link formatAmount}, named for what it shows. */
export function formatPrice(value: DecimalInput, opts: FormatOptions = {}): string {
  return formatAmount(value, opts);
}

/**
 * Abbreviates large values with K, M, B and T at 1e3, 1e6, 1e9 and 1e12 (spec §9), with
 * 2 decimals rounded down (`1234567` → `"1.23M"`); below 1000 it is {@link formatAmount}.
 */
export function abbreviate(value: DecimalInput, opts: FormatOptions = {}): string {
  const n = toDecimal(value);
  if (!n) return opts.fallback ?? NO_VALUE;
  const unit = UNITS.find(([size]) => n.abs().gte(size));
  if (!unit) return formatAmount(n, opts);
  const [size, suffix] = unit;
  const digits = n.div(size).toFixed(opts.decimals ?? 2, opts.rounding ?? BigNumber.ROUND_DOWN);
  return `${finish(digits, opts)}${suffix}`;
}

/**
 * Formats a value that is already in percent units (`"12.345"` → `"12.34%"`): 2 decimals,
 * rounded down, no sign for positives.
 */
export function formatPercent(value: DecimalInput, opts: Pick<FormatOptions, 'rounding' | 'fallback'> = {}): string {
  const n = toDecimal(value);
  if (!n) return opts.fallback ?? NO_VALUE;
  return `${dropNegativeZero(n.toFixed(2, opts.rounding ?? BigNumber.ROUND_DOWN))}%`;
}

/**
 * Formats a price change in percent units with its sign (`"+1.23%"`, `"-4.56%"`, ASCII minus).
 * A nonzero change smaller than 0.01 in magnitude shows as `±0.01%` (spec §5), so a move is
 * never displayed as none; exactly zero shows `"0.00%"`.
 */
export function formatChangePercent(
  value: DecimalInput,
  opts: Pick<FormatOptions, 'rounding' | 'fallback'> = {},
): string {
  const n = toDecimal(value);
  if (!n) return opts.fallback ?? NO_VALUE;
  if (n.isZero()) return '0.00%';
  const magnitude = BigNumber.max(n.abs(), MIN_CHANGE).toFixed(2, opts.rounding ?? BigNumber.ROUND_DOWN);
  return `${n.isNegative() ? '-' : '+'}${magnitude}%`;
}

/**
 * Cuts a value to `decimals` places toward zero, for Max/All buttons: the result never exceeds
 * the balance it came from. Returns a plain string without trailing zeros (`"12.5"`), ready for
 * an input; a missing or non-numeric value gives `"0"`.
 */
export function floorToDecimals(value: DecimalInput, decimals: number): string {
  const n = toDecimal(value);
  if (!n) return '0';
  return dropNegativeZero(n.decimalPlaces(Math.max(0, Math.trunc(decimals)), BigNumber.ROUND_DOWN).toFixed());
}

/** The direction of a change, for colouring: `up` above zero, `down` below, `flat` at zero or unknown. */
export function trendOf(value: DecimalInput): 'up' | 'down' | 'flat' {
  const n = toDecimal(value);
  if (!n || n.isZero()) return 'flat';
  return n.isNegative() ? 'down' : 'up';
}
