import { useTranslation } from 'react-i18next';
import type { FinanceProduct } from '@atrium/api';
import { hasMax } from '../logic/amount-rules';
import { amountRange, moneyText } from '../../shared/money';

/** A product's per-purchase limits in one format: "100 – 5,000 USDT", or "From 100 USDT" without a maximum. */
export function useLimitsText() {
  const { t } = useTranslation('defi-finance-finance');
  return (product: Pick<FinanceProduct, 'minAmount' | 'maxAmount' | 'coin'>): string =>
    hasMax(product) ? amountRange(product.minAmount, product.maxAmount, product.coin) : t('range_from', { min: moneyText(product.minAmount, product.coin, { exact: true }) });
}
