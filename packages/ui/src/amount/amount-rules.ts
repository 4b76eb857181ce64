import { currentLocale, localeTag } from '@atrium/i18n';
import { floorToDecimals } from '@atrium/ui';
import { INPUT_DECIMALS, toDecimal } from './decimal';
import { parseAmountInput, type AmountFormatError } from './parse-amount';

/** The rules typed amount text can break, in the order they are checked. */
export type AmountError = 'required' | AmountFormatError | 'zero' | 'below_min' | 'above_max' | 'insufficient';

export interface AmountLimits {
  min?: string | null;
  /** The most per entry; 0 means "no limit" (the withdraw coin list, products without a cap). */
  max?: string | null;
  /** What the user can spend; absent when the amount is not taken from a balance (deposits). */
  balance?: string | null;
  /** The coin's decimals (default 8). */
  decimals?: number;
  /** How the text is read (default: the page's language). */
  locale?: string;
}

const pageLocale = () => localeTag(currentLocale());

/** Typed text as the plain decimal it means ("1.000,5" in German → "1000.5"), or null when it is none. */
export function amountValue(text: string, limits: Pick<AmountLimits, 'decimals' | 'locale'> = {}): string | null {
  const parsed = parseAmountInput(text, { locale: limits.locale ?? pageLocale(), decimals: limits.decimals ?? INPUT_DECIMALS });
  return parsed?.ok ? parsed.value : null;
}

/** The first rule typed text breaks, or null when it can be submitted. Decimal maths only. */
export function amountError(text: string, limits: AmountLimits = {}): AmountError | null {
  const parsed = parseAmountInput(text, { locale: limits.locale ?? pageLocale(), decimals: limits.decimals ?? INPUT_DECIMALS });
  if (!parsed) return 'required';
  if (!parsed.ok) return parsed.error;
  const amount = toDecimal(parsed.value)!;
  if (amount.isLessThanOrEqualTo(0)) return 'zero';
  const min = toDecimal(limits.min);
  if (min && amount.isLessThan(min)) return 'below_min';
  const max = toDecimal(limits.max);
  if (max && max.isGreaterThan(0) && amount.isGreaterThan(max)) return 'above_max';
  if (limits.balance !== undefined) {
    const balance = toDecimal(limits.balance);
    if (!balance || amount.isGreaterThan(balance)) return 'insufficient';
  }
  return null;
}

/**
 * The Max/All button: the balance, capped by a maximum when one is given (0 = none), floored to
 * the coin's decimals (rule 8: never up).
 */
export function maxAmount(balance: string | null | undefined, decimals: number, cap?: string | null): string {
  let value = toDecimal(balance);
  const limit = toDecimal(cap);
  if (value && limit && limit.isGreaterThan(0) && value.isGreaterThan(limit)) value = limit;
  if (!value || value.isLessThanOrEqualTo(0)) return '0';
  return floorToDecimals(value, decimals);
}
