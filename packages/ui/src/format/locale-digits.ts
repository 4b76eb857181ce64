import { numberMarks } from './number-marks';

/**
 * Plain decimal digits ("-1234.50") written in a locale's marks ("-1.234,50"), digit for digit,
 * without an Intl call per value: what `Intl.NumberFormat` writes for the same string, read from
 * Intl once per locale (its marks, its groups, its sign and percent patterns). A live list formats
 * every figure of every row at each tick: in the realtime storm the Intl format call on a decimal
 * string was most of what React still spent. The unit test holds this to Intl's own output in
 * every product locale.
 */
interface LocaleShape {
  decimal: string;
  group: string;
  primaryGroup: number;
  secondaryGroup: number;
  /** Digits the integer part needs before it is grouped at all (5 in Spanish and Polish: 1234 but 12.345). */
  groupFrom: number;
  /** What goes around a negative number ("-" before it; with a direction mark in Arabic and Hebrew). */
  negative: readonly [string, string];
  /** What goes around a percent, positive and negative ("12.34%", "12,34 %", "%12,34"). */
  percent: readonly [string, string];
  negativePercent: readonly [string, string];
}

const shapes = new Map<string, LocaleShape>();

/** The text before and after the number 50 (or -50) as the format writes it. */
function around(format: Intl.NumberFormat, value: number): readonly [string, string] {
  const text = format.format(value);
  const at = text.indexOf('50');
  return [text.slice(0, at), text.slice(at + 2)];
}

function shapeOf(locale: string): LocaleShape {
  let shape = shapes.get(locale);
  if (!shape) {
    const plain = new Intl.NumberFormat(locale, { numberingSystem: 'latn', maximumFractionDigits: 0 });
    const percent = new Intl.NumberFormat(locale, { style: 'percent', numberingSystem: 'latn', maximumFractionDigits: 0 });
    const marks = numberMarks(locale);
    shape = {
      ...marks,
      groupFrom: plain.formatToParts(1000).some((part) => part.type === 'group') ? marks.primaryGroup + 1 : marks.primaryGroup + 2,
      negative: around(plain, -50),
      percent: around(percent, 0.5),
      negativePercent: around(percent, -0.5),
    };
    shapes.set(locale, shape);
  }
  return shape;
}

function groupInteger(integer: string, shape: LocaleShape): string {
  if (integer.length < shape.groupFrom) return integer;
  let end = integer.length - shape.primaryGroup;
  const groups = [integer.slice(end)];
  while (end > 0) {
    groups.unshift(integer.slice(Math.max(0, end - shape.secondaryGroup), end));
    end -= shape.secondaryGroup;
  }
  return groups.join(shape.group);
}

function unsigned(digits: string, shape: LocaleShape, grouping: boolean): string {
  const [integer = '0', fraction] = digits.split('.');
  const whole = grouping ? groupInteger(integer, shape) : integer;
  return fraction === undefined ? whole : `${whole}${shape.decimal}${fraction}`;
}

/** `plain` (an optional "-", digits, an optional "." and decimals) in the locale's marks. */
export function localeDigits(plain: string, locale: string, grouping = true): string {
  const shape = shapeOf(locale);
  if (!plain.startsWith('-')) return unsigned(plain, shape, grouping);
  const [before, after] = shape.negative;
  return `${before}${unsigned(plain.slice(1), shape, grouping)}${after}`;
}

/** `plain` in percent units ("12.34") as the locale writes a percent ("12.34%", "12,34 %", "%12,34"). */
export function localePercent(plain: string, locale: string): string {
  const shape = shapeOf(locale);
  const negative = plain.startsWith('-');
  const [before, after] = negative ? shape.negativePercent : shape.percent;
  return `${before}${unsigned(negative ? plain.slice(1) : plain, shape, true)}${after}`;
}
