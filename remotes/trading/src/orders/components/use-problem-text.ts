import { useTranslation } from 'react-i18next';
import type { AmountProblem } from '../logic/amount-rules';

/** The translated message of an amount or price rule, naming the limit it broke. */
export function useProblemText() {
  const { t } = useTranslation('trading-orders');
  return (problem: AmountProblem | null, limits: { min?: string; max?: string; decimals?: number; unit?: string } = {}): string | null => {
    const unit = (limits.unit ?? '').toUpperCase();
    const withUnit = (value: string | undefined) => `${value ?? ''} ${unit}`.trim();
    switch (problem) {
      case null:
        return null;
      case 'required':
        return t('error_required');
      case 'not_a_number':
        return t('error_not_a_number');
      case 'not_positive':
        return t('error_not_positive');
      case 'too_many_decimals':
        return t('error_too_many_decimals', { count: limits.decimals ?? 0 });
      case 'below_min':
        return t('error_below_min', { min: withUnit(limits.min) });
      case 'above_max':
        return t('error_above_max', { max: withUnit(limits.max) });
      case 'above_balance':
        return t('error_above_balance');
    }
  };
}
