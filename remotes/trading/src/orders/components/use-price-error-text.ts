import { useTranslation } from '@atrium/i18n';
import { useAmountErrorText, type AmountError } from '@atrium/ui/amount';

/**
 * The message of a typed price's rule: the UI kit's words for how it is written (letters, an
 * exponent, too many decimals…), a price's own for a missing or zero one.
 */
export function usePriceErrorText() {
  const { t } = useTranslation('trading-orders');
  const amountText = useAmountErrorText();
  return (problem: AmountError | null, decimals: number): string | null => {
    if (problem === 'required') return t('error_price_required');
    if (problem === 'zero') return t('error_price_zero');
    return amountText(problem, { decimals, unit: 'usdt' });
  };
}
