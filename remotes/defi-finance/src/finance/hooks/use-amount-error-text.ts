import { useTranslation } from '@atrium/i18n';
import type { FinanceProduct } from '@atrium/api';
import { quotaLeft, type AmountError } from '../logic/amount-rules';

/** The translated message of an amount rule, naming the limit it breaks. */
export function useAmountErrorText() {
  const { t } = useTranslation('defi-finance-finance');
  return (error: AmountError | null, product: FinanceProduct): string | null => {
    const unit = product.coin.toUpperCase();
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
        return t('error_below_min', { min: `${product.minAmount} ${unit}` });
      case 'above_max':
        return t('error_above_max', { max: `${product.maxAmount} ${unit}` });
      case 'above_quota':
        return t('error_above_quota', { left: `${quotaLeft(product).toFixed()} ${unit}` });
      case 'insufficient':
        return t('error_insufficient');
    }
  };
}
