import { useTranslation } from '@atrium/i18n';
import { toDecimal } from '@atrium/ui/amount';
import { formatMoney, formatAmountRange } from '@atrium/ui';

/**
 * How a withdrawal's limits are said, on /withdraw and under the amount of /withdraw-apply alike:
 * "Withdrawal limits: 10 – 5,000 USDT", or "Minimum withdrawal: 10 USDT" when there is no
 * maximum (a maximum of 0 means none).
 */
export function useWithdrawLimitsText() {
  const { t } = useTranslation('funds');
  return ({ minAmount, maxAmount }: { minAmount: string; maxAmount: string }, coin: string) => {
    const max = toDecimal(maxAmount);
    return max && max.isGreaterThan(0)
      ? t('withdraw_limits', { range: formatAmountRange(minAmount, maxAmount, coin) })
      : t('withdraw_minimum', { amount: formatMoney(minAmount, coin) });
  };
}
