import { useTranslation } from 'react-i18next';
import type { OrderPrice } from '../hooks/use-order-price';
import { AmountInput } from './amount-input';
import { ToggleGroup } from './toggle-group';
import { useProblemText } from './use-problem-text';

/** Market / Limit, the form's default first. */
export function OrderTypeToggle({ order, first }: { order: OrderPrice; first: 'market' | 'limit' }) {
  const { t } = useTranslation('trading-orders');
  const market = { value: 'market' as const, label: t('market') };
  const limit = { value: 'limit' as const, label: t('limit') };
  return <ToggleGroup label={t('order_type')} value={order.type} onChange={order.choose} items={first === 'market' ? [market, limit] : [limit, market]} />;
}

/** The limit price in USDT; its message shows once the user has tried to submit. */
export function LimitPriceInput({ order, touched }: { order: OrderPrice; touched: boolean }) {
  const { t } = useTranslation('trading-orders');
  const problemText = useProblemText();
  return (
    <AmountInput
      name="price"
      label={t('limit_price')}
      value={order.limitPrice}
      onChange={order.setLimitPrice}
      unit="usdt"
      error={touched ? problemText(order.problem, { decimals: order.decimals }) : null}
    />
  );
}
