import { currentLocale, localeTag, useTranslation } from '@atrium/i18n';
import { formatAmount, numberMarks } from '@atrium/ui';
import type { AmountError } from './amount-rules';
import { MAX_INTEGER_DIGITS } from './parse-amount';

/** What an amount message names: the limits (decimal strings), the coin (shown upper-case), the coin's decimals. */
export interface AmountErrorTextLimits {
  min?: string | null;
  max?: string | null;
  unit?: string;
  decimals?: number;
  locale?: string;
}

/** The translated message of an amount rule, naming the limit it broke or the way to write it. */
export function useAmountErrorText() {
  const { t } = useTranslation('ui');
  return (error: AmountError | null, limits: AmountErrorTextLimits = {}): string | null => {
    const unit = (limits.unit ?? '').toUpperCase();
    const locale = limits.locale ?? localeTag(currentLocale());
    const marks = numberMarks(locale);
    const withUnit = (value: string | null | undefined) => `${formatAmount(value, { exact: true, locale })} ${unit}`.trim();
    switch (error) {
      case null:
        return null;
      case 'required':
        return t('amount_required');
      case 'letters':
        return t('amount_letters');
      case 'exponent':
        return t('amount_exponent');
      case 'negative':
        return t('amount_negative');
      case 'decimal_marks':
        return t('amount_decimal_marks', { mark: marks.decimal });
      case 'grouping':
        return t('amount_grouping', { example: formatAmount('1000.5', { exact: true, locale }) });
      case 'digits':
        return t('amount_digits', { count: MAX_INTEGER_DIGITS });
      case 'decimals':
        return limits.decimals ? t('amount_decimals', { count: limits.decimals }) : t('amount_whole');
      case 'zero':
        return t('amount_zero');
      case 'below_min':
        return t('amount_below_min', { min: withUnit(limits.min) });
      case 'above_max':
        return t('amount_above_max', { max: withUnit(limits.max) });
      case 'insufficient':
        return t('amount_insufficient');
    }
  };
}
