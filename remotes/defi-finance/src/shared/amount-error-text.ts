import { useTranslation } from '@atrium/i18n';
import type { AmountError } from './amount';

/** The translated message of an amount rule, naming the limit it broke. */
export function useAmountErrorText() {
  const { t } = useTranslation('defi-finance');
  return (error: AmountError | null, limits: { min?: string; max?: string; unit?: string } = {}): string | null => {
    const unit = (limits.unit ?? '').toUpperCase();
    switch (error) {
      case null:
        return null;
      case 'required':
        return t('error_amount_required');
      case 'format':
        return t('error_amount_format');
      case 'zero':
        return t('error_amount_zero');
      case 'below_min':
        return t('error_below_min', { min: `${limits.min ?? ''} ${unit}`.trim() });
      case 'above_max':
        return t('error_above_max', { max: `${limits.max ?? ''} ${unit}`.trim() });
      case 'insufficient':
        return t('error_insufficient');
    }
  };
}
