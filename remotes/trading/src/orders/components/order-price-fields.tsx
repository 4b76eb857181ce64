import { useTranslation } from '@atrium/i18n';
import { AmountField } from '@atrium/ui/amount';
import { SegmentedControl } from '@atrium/ui/segmented';
import type { OrderPrice } from '../hooks/use-order-price';
import { usePriceErrorText } from './use-price-error-text';

/** Market / Limit, the form's default first. */
export function OrderTypeToggle({ order, first }: { order: OrderPrice; first: 'market' | 'limit' }) {
  const { t } = useTranslation('trading-orders');
  const market = { value: 'market' as const, label: t('market') };
  const limit = { value: 'limit' as const, label: t('limit') };
  return <SegmentedControl aria-label={t('order_type')} value={order.type} onChange={order.choose} options={first === 'market' ? [market, limit] : [limit, market]} />;
}

/**
 * The limit price in USDT, with the symbol's price decimals; how it is written is said at once by
 * the field, a missing price once the user has tried to submit.
 */
export function LimitPriceInput({ order, touched }: { order: OrderPrice; touched: boolean }) {
  const { t } = useTranslation('trading-orders');
  const priceText = usePriceErrorText();
  return (
    <AmountField
      name="price"
      label={t('limit_price')}
      value={order.limitPrice}
      onChange={order.setLimitPrice}
      decimals={order.decimals}
      unit="usdt"
      error={touched ? priceText(order.problem, order.decimals) : null}
    />
  );
}
