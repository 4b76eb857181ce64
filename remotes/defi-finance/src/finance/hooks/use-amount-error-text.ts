import { useTranslation } from 'react-i18next';
import { useAmountErrorText as useKitAmountErrorText } from '@atrium/ui/amount';
import type { FinanceProduct } from '@atrium/api';
import { quotaLeft, type BuyAmountError } from '../logic/amount-rules';

/** The translated message of a buy amount rule: the kit's, and the quota left for `above_quota`. */
export function useAmountErrorText() {
  const { t } = useTranslation('defi-finance-finance');
  const kitText = useKitAmountErrorText();
  return (error: BuyAmountError | null, product: FinanceProduct): string | null => {
    const unit = product.coin.toUpperCase();
    if (error === 'above_quota') return t('error_above_quota', { left: `${quotaLeft(product).toFixed()} ${unit}` });
    return kitText(error, { min: product.minAmount, max: product.maxAmount, unit });
  };
}
