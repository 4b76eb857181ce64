import { cancelSpotOrder, type SpotOrder } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { useFormatDateTime } from '@atrium/platform';
import { NumberText } from '@atrium/ui';
import { CancelOrderButton } from '../components/cancel-order-button';
import { TradeItem } from '../components/trade-item';
import styles from '../components/orders.module.css';

/** One spot order; an open one can be cancelled. */
export function SpotOrderRow({ order, onChanged }: { order: SpotOrder; onChanged?(order: SpotOrder): void }) {
  const { t } = useTranslation('trading-orders');
  const format = useFormatDateTime();
  const status = order.status === 0 ? t('status_pending') : order.status === 1 ? t('status_filled') : t('status_cancelled');
  return (
    <TradeItem
      data-testid="spot-order-row"
      symbol={order.symbol}
      side={{ label: order.side === 'buy' ? t('buy') : t('sell'), tone: order.side === 'buy' ? 'up' : 'down' }}
      detail={`· ${order.type === 'market' ? t('market') : t('limit')}`}
      end={<span className={styles.muted}>{status}</span>}
      rows={[
        { label: t('quantity'), value: <NumberText value={order.amount} /> },
        { label: order.status === 1 ? t('fill_price') : t('order_price'), value: <NumberText value={order.fillPrice ?? order.price} kind="price" /> },
        { label: t('fee'), value: order.fee ? <><NumberText value={order.fee} /> {(order.feeCoin ?? '').toUpperCase()}</> : '--' },
        { label: t('time'), value: format(order.createTime) },
      ]}
      actions={order.status === 0 && onChanged && <CancelOrderButton cancel={() => cancelSpotOrder(order.id)} onCancelled={onChanged} />}
    />
  );
}
