import { useTranslation } from '@atrium/i18n';
import type { AmountError } from '../logic/amount';

/** The message of an amount rule, with the limit it names. */
export function useAmountErrorText() {
  const { t } = useTranslation('funds');
  return (error: AmountError | null, limits: { min?: string; max?: string; unit?: string } = {}) => {
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
