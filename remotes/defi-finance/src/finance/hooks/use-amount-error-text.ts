import { useTranslation } from '@atrium/i18n';
import { useAmountErrorText as useKitAmountErrorText } from '@atrium/ui/amount';
import type { FinanceProduct } from '@atrium/api';
import { productDecimals, quotaLeft, type BuyAmountError } from '../logic/amount-rules';
import { formatMoney } from '@atrium/ui';

/** The translated message of a buy amount rule: the kit's, and the quota left for `above_quota`. */
export function useAmountErrorText() {
  const { t } = useTranslation('defi-finance-finance');
  const kitText = useKitAmountErrorText();
  return (error: BuyAmountError | null, product: FinanceProduct): string | null => {
    if (error === 'above_quota') return t('error_above_quota', { left: formatMoney(quotaLeft(product), product.coin, { exact: true }) });
    return kitText(error, { min: product.minAmount, max: product.maxAmount, unit: product.coin, decimals: productDecimals(product) });
  };
}
