import BigNumber from 'bignumber.js';
import { currentLocale, localeTag } from '@atrium/i18n';
import { localeDigits, localePercent } from './locale-digits';

/**
 * The one number language of Atrium: every screen writes amounts, prices, percents and large
 * figures with these, so a value reads the same wherever it shows.
 *
 * The rules (spec §9, with one addition):
 * - Amounts (balances, limits, order sizes, fees): above 100 at most 2 decimals, up to 100 at
 *   most 4; a value below 0.1 (where 4 decimals keep fewer than 4 significant digits) shows up to
 *   6 significant digits, so 0.00014829 reads 0.00014829, never 0.0001. Trailing zeros are dropped,
 *   so one line never mixes "10.0000" with "50,000.00": "10 – 50,000 USDT".
 * - Exact amounts (`exact: true`): every decimal the value has. A confirmation, a result and a
 *   balance's detail say exactly what moves.
 * - Prices (`formatPrice`): the same decimals, kept fixed (54,188.30 and 1.2340 line up in columns;
 *   a very small price keeps at least 4: 0.0500).
 * - Large figures where the spec abbreviates (volumes, turnover): K, M, B, T at 1e3, 1e6, 1e9, 1e12,
 *   2 decimals.
 * - Percents: 2 decimals; a change smaller than 0.01 % shows as 0.01 % (spec §5); the % sign
 *   where the locale puts it (12.34%, 12,34 %, %12,34).
 * - Rounding is down (toward zero) unless told otherwise; never scientific notation.
 * - Addition: digits are grouped and the decimal mark written the way the reader's language does
 *   (as Intl.NumberFormat writes them, `locale-digits.ts`: 54,188.30 in English, 54.188,30 in
 *   German, 54 188,30 in French, 54,188.30 in Arabic), always with Latin digits, so figures read alike in every language. Text for an
 *   input field is not formatted: see `floorToDecimals` and the amount input.
 */

/**
 * A decimal as the app carries it: a string from the wire or a `BigNumber` (rule 8).
 * Numbers and bigints are accepted too, but a JS float has already lost its precision.
 */
export type DecimalInput = BigNumber.Value | null | undefined;

/** Options shared by the number formatters. */
export interface FormatOptions {
  /** Rounding mode, a `BigNumber.ROUND_*` constant. Default `BigNumber.ROUND_DOWN` (spec §9). */
  rounding?: BigNumber.RoundingMode;
  /** Group the integer part the locale's way (default true). */
  grouping?: boolean;
  /** Exactly this many decimals instead of the spec's rule. */
  decimals?: number;
  /** Every decimal the value has (confirmations, results, a balance's detail). */
  exact?: boolean;
  /** What an empty or non-numeric value shows (default `'--'`). */
  fallback?: string;
  /** The BCP 47 tag whose marks to use (default: the page's language). */
  locale?: string;
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
/** Below this, 4 decimals keep fewer than 4 significant digits: the significant-digit rule takes over. */
const VERY_SMALL = new BigNumber('0.1');
const MAX_SIGNIFICANT = 6;
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

const trimZeros = (fixed: string) => (fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed);

/** The plain digits of `n` by the rules above, rounded by `rm`: fixed decimals, or trimmed when `trim`. */
function ruleDigits(n: BigNumber, rm: BigNumber.RoundingMode, trim: boolean): string {
  if (n.isZero()) return trim ? '0' : '0.00';
  if (n.abs().isLessThan(VERY_SMALL)) {
    const significant = trimZeros(n.precision(MAX_SIGNIFICANT, rm).toFixed());
    // A price keeps at least the 4 decimals of its neighbours (0.0500 beside 0.1000).
    return trim ? significant : new BigNumber(significant).toFixed(Math.max(4, significant.split('.')[1]?.length ?? 0));
  }
  const fixed = n.toFixed(n.abs().isGreaterThan(HUNDRED) ? 2 : 4, rm);
  return trim ? trimZeros(fixed) : fixed;
}

/** Plain digits ("-1234.50") written in the locale's marks, digit for digit (no rounding here). */
function localize(plain: string, opts: FormatOptions): string {
  const text = /^-0(\.0*)?$/.test(plain) ? plain.slice(1) : plain;
  return localeDigits(text, opts.locale ?? localeTag(currentLocale()), opts.grouping ?? true);
}

function digitsOf(n: BigNumber, opts: FormatOptions, trim: boolean): string {
  const rm = opts.rounding ?? BigNumber.ROUND_DOWN;
  if (opts.exact) return n.toFixed();
  if (opts.decimals !== undefined) return n.toFixed(opts.decimals, rm);
  return ruleDigits(n, rm, trim);
}

/**
 * An amount (a balance, a limit, an order size, a fee): the spec's decimals at most, trailing
 * zeros dropped, grouped the reader's way; `exact` for every decimal it has. A missing or
 * non-numeric value shows `opts.fallback` (default `"--"`).
 */
export function formatAmount(value: DecimalInput, opts: FormatOptions = {}): string {
  const n = toDecimal(value);
  if (!n) return opts.fallback ?? NO_VALUE;
  return localize(digitsOf(n, opts, true), opts);
}

/** A price or a rate: the spec's decimals, kept fixed so columns line up ("54,188.30", "1.2340"). */
export function formatPrice(value: DecimalInput, opts: FormatOptions = {}): string {
  const n = toDecimal(value);
  if (!n) return opts.fallback ?? NO_VALUE;
  return localize(digitsOf(n, opts, false), opts);
}

/** An amount with its coin, upper case ("1,000.5 USDT"); `exact` as for {@link formatAmount}. */
export function formatMoney(value: DecimalInput, coin: string, opts: FormatOptions = {}): string {
  return `${formatAmount(value, opts)} ${coin.toUpperCase()}`;
}

/**
 * A range of amounts, written once in one format with the coin once: "10 – 50,000 USDT" (never
 * "10.0000 – 50000.00"). Limits are said exactly, as the refusals name them.
 */
export function formatAmountRange(min: DecimalInput, max: DecimalInput, coin: string, opts: FormatOptions = {}): string {
  return `${formatAmount(min, { exact: true, ...opts })} – ${formatMoney(max, coin, { exact: true, ...opts })}`;
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
  return `${localize(n.div(size).toFixed(opts.decimals ?? 2, opts.rounding ?? BigNumber.ROUND_DOWN), opts)}${suffix}`;
}

/** A percent value ("12.34", in percent units) written the locale's way ("12.34%", "12,34 %", "%12,34"). */
function localizePercent(percentDigits: string, opts: Pick<FormatOptions, 'locale'>): string {
  return localePercent(percentDigits, opts.locale ?? localeTag(currentLocale()));
}

/**
 * A value that is already in percent units (`"12.345"` → `"12.34%"`): 2 decimals (or
 * `decimals`, e.g. a fee rate of 0.035 %), rounded down, no sign for positives, the sign placed
 * the locale's way.
 */
export function formatPercent(value: DecimalInput, opts: Pick<FormatOptions, 'rounding' | 'fallback' | 'locale' | 'decimals'> = {}): string {
  const n = toDecimal(value);
  if (!n) return opts.fallback ?? NO_VALUE;
  const digits = n.toFixed(opts.decimals ?? 2, opts.rounding ?? BigNumber.ROUND_DOWN);
  return localizePercent(/^-0(\.0*)?$/.test(digits) ? digits.slice(1) : digits, opts);
}

/**
 * A price change in percent units with its sign (`"+1.23%"`, `"-4.56%"`). A nonzero change
 * smaller than 0.01 in magnitude shows as `±0.01%` (spec §5), so a move is never displayed as
 * none; exactly zero shows `"0.00%"`.
 */
export function formatChangePercent(value: DecimalInput, opts: Pick<FormatOptions, 'rounding' | 'fallback' | 'locale'> = {}): string {
  const n = toDecimal(value);
  if (!n) return opts.fallback ?? NO_VALUE;
  if (n.isZero()) return localizePercent('0.00', opts);
  const magnitude = BigNumber.max(n.abs(), MIN_CHANGE).toFixed(2, opts.rounding ?? BigNumber.ROUND_DOWN);
  return `${n.isNegative() ? '-' : '+'}${localizePercent(magnitude, opts)}`;
}

/**
 * Cuts a value to `decimals` places toward zero, for Max/All buttons: the result never exceeds
 * the balance it came from. Returns a plain string without trailing zeros (`"12.5"`), ready for
 * an input; a missing or non-numeric value gives `"0"`.
 */
export function floorToDecimals(value: DecimalInput, decimals: number): string {
  const n = toDecimal(value);
  if (!n) return '0';
  const text = n.decimalPlaces(Math.max(0, Math.trunc(decimals)), BigNumber.ROUND_DOWN).toFixed();
  return /^-0(\.0*)?$/.test(text) ? text.slice(1) : text;
}

/** The direction of a change, for colouring: `up` above zero, `down` below, `flat` at zero or unknown. */
export function trendOf(value: DecimalInput): 'up' | 'down' | 'flat' {
  const n = toDecimal(value);
  if (!n || n.isZero()) return 'flat';
  return n.isNegative() ? 'down' : 'up';
}
