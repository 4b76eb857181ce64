import { useTranslation } from '@atrium/i18n';
import type { FinanceProduct } from '@atrium/api';
import { hasMax } from '../logic/amount-rules';
import { formatMoney, formatAmountRange } from '@atrium/ui';

/** A product's per-purchase limits in one format: "100 – 5,000 USDT", or "From 100 USDT" without a maximum. */
export function useLimitsText() {
  const { t } = useTranslation('defi-finance-finance');
  return (product: Pick<FinanceProduct, 'minAmount' | 'maxAmount' | 'coin'>): string =>
    hasMax(product) ? formatAmountRange(product.minAmount, product.maxAmount, product.coin) : t('range_from', { min: formatMoney(product.minAmount, product.coin, { exact: true }) });
}
