import BigNumber from 'bignumber.js';
import { numberMarks } from '@atrium/ui';

/** Why typed text is not an amount. The text itself is never changed: the field shows it and says why. */
export type AmountFormatError = 'letters' | 'exponent' | 'negative' | 'decimal_marks' | 'grouping' | 'digits' | 'decimals';

/** The server's amounts and prices have at most 15 digits before the decimal mark (server/CONTRACT-DELTA.md). */
export const MAX_INTEGER_DIGITS = 15;

export type ParsedAmount = { ok: true; value: string } | { ok: false; error: AmountFormatError };

/** The zero of each script's decimal digits a phone keyboard may type: Latin, Arabic-Indic, Persian, Devanagari, Bengali, Thai, full width. */
const DIGIT_ZEROS = [0x30, 0x660, 0x6f0, 0x966, 0x9e6, 0xe50, 0xff10];
/** Arabic keyboards type U+066B for the decimal mark and U+066C for the thousands separator, whatever the locale. */
const ARABIC_DECIMAL = '\u066b';
const ARABIC_GROUP = '\u066c';
/** Spaces a pasted figure may be grouped with (plain, no-break, narrow no-break, thin). */
const SPACES = /[\s\u00a0\u2009\u202f]/g;

function latinDigits(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const zero = DIGIT_ZEROS.find((z) => code >= z && code <= z + 9);
    out += zero === undefined ? char : String(code - zero);
  }
  return out;
}

/** Whether the integer's groups are `primary` long before the mark and `secondary` before those. */
function groupedAs(groups: string[], primary: number, secondary: number): boolean {
  if (groups.length === 1) return true;
  const [first, ...rest] = groups;
  const last = rest.pop()!;
  return first!.length >= 1 && first!.length <= secondary && last.length === primary && rest.every((g) => g.length === secondary);
}

/** The locale's grouping, or thousands (a Hindi reader may write 100,000 as well as 1,00,000). */
const groupedRightly = (groups: string[], primary: number, secondary: number) =>
  groupedAs(groups, primary, secondary) || groupedAs(groups, primary, primary);

/**
 * Reads what a person typed (or pasted) into an amount field, in their locale, as a plain
 * decimal ("1,000.50" in English and "1.000,50" in German are both 1000.5; "٣٤" is 34).
 * Accepted: the digits of the user's script, the locale's decimal mark (and the dot, where the
 * dot is not the locale's thousands separator), the locale's thousands separator or spaces in
 * the right places. Everything else is refused with its reason, never guessed at: letters, an
 * exponent ("1e30" is not 130), a minus sign, a second decimal mark, "1,5" in English (a
 * thousands separator in the wrong place: did they mean 1.5?), more than 15 digits before the
 * mark, more decimals than the coin has.
 * Empty text is no error here: whether an amount is required is the form's rule.
 */
export function parseAmountInput(text: string, { locale, decimals }: { locale: string; decimals: number }): ParsedAmount | null {
  const marks = numberMarks(locale);
  const typed = latinDigits(text.trim()).replaceAll(ARABIC_DECIMAL, marks.decimal);
  if (typed === '') return null;
  if (/^[-\u2212+]?[\d.,]*e[-\u2212+]?\d*$/i.test(typed) && /\d/.test(typed)) return { ok: false, error: 'exponent' };
  if (/[-\u2212]/.test(typed)) return { ok: false, error: 'negative' };
  const groupIsSpace = SPACES.test(marks.group);
  SPACES.lastIndex = 0;
  // Spaces group in every locale (a pasted "1 000"); the locale's own separator too.
  const spaced = typed.replaceAll(ARABIC_GROUP, ' ').replace(SPACES, ' ');
  const group = groupIsSpace ? ' ' : marks.group;
  const decimalMarks = new Set([marks.decimal, ...(group === '.' ? [] : ['.'])]);
  const allowed = new Set([...decimalMarks, group, ' ']);
  if ([...spaced].some((char) => !/\d/.test(char) && !allowed.has(char))) return { ok: false, error: 'letters' };

  const markAt = [...spaced].flatMap((char, index) => (decimalMarks.has(char) ? [index] : []));
  if (markAt.length > 1) return { ok: false, error: 'decimal_marks' };
  const [intText, fraction = ''] = markAt.length === 1 ? [spaced.slice(0, markAt[0]), spaced.slice(markAt[0]! + 1)] : [spaced, ''];
  if (/\D/.test(fraction)) return { ok: false, error: 'grouping' };
  const groups = intText.split(new RegExp(`[${group === ' ' ? ' ' : `${group.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `}]`));
  if (groups.some((g, i) => g === '' && !(i === 0 && groups.length === 1))) return { ok: false, error: 'grouping' };
  if (!groupedRightly(groups, marks.primaryGroup, marks.secondaryGroup)) return { ok: false, error: 'grouping' };
  const digits = groups.join('');
  if (digits === '' && fraction === '') return { ok: false, error: 'letters' };
  if (digits.replace(/^0+/, '').length > MAX_INTEGER_DIGITS) return { ok: false, error: 'digits' };
  if (fraction.length > decimals) return { ok: false, error: 'decimals' };
  return { ok: true, value: new BigNumber(`${digits || '0'}.${fraction || '0'}`).toFixed() };
}

/**
 * A decimal written for the field in the locale's marks, without grouping ("1234.5" → "1234,5" in
 * German): what Max/All puts in, so the field shows what the user would have typed.
 */
export function amountInputText(value: string, locale: string): string {
  return value.replace('.', numberMarks(locale).decimal);
}
