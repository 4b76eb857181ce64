import { useTranslation } from 'react-i18next';
import type { AmountError } from './amount-rules';
// The kit registers the ui namespace these messages are in.
import '@atrium/ui';

/** The limits an amount message names; `unit` is the coin, shown upper-case after them. */
export interface AmountErrorTextLimits {
  min?: string | null;
  max?: string | null;
  unit?: string;
}

/** The translated message of an amount rule, naming the limit it broke. */
export function useAmountErrorText() {
  const { t } = useTranslation('ui');
  return (error: AmountError | null, limits: AmountErrorTextLimits = {}): string | null => {
    const unit = (limits.unit ?? '').toUpperCase();
    switch (error) {
      case null:
        return null;
      case 'required':
        return t('amount_required');
      case 'format':
        return t('amount_format');
      case 'zero':
        return t('amount_zero');
      case 'below_min':
        return t('amount_below_min', { min: `${limits.min ?? ''} ${unit}`.trim() });
      case 'above_max':
        return t('amount_above_max', { max: `${limits.max ?? ''} ${unit}`.trim() });
      case 'insufficient':
        return t('amount_insufficient');
    }
  };
}
