import { useState } from 'react';
import { cancelSpotOrder, type SpotOrder } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { useFormatDateTime } from '@atrium/platform';
import { Button, NumberText, toast } from '@atrium/ui';
import { DetailRows } from '../components/detail-rows';
import styles from '../components/orders.module.css';

/** One spot order; an open one can be cancelled. */
export function SpotOrderRow({ order, onChanged }: { order: SpotOrder; onChanged?(order: SpotOrder): void }) {
  const { t } = useTranslation('trading-orders');
  const format = useFormatDateTime();
  const [busy, setBusy] = useState(false);
  const status = order.status === 0 ? t('status_pending') : order.status === 1 ? t('status_filled') : t('status_cancelled');
  const cancel = async () => {
    setBusy(true);
    try {
      const cancelled = await cancelSpotOrder(order.id);
      toast(t('order_cancelled'));
      onChanged?.(cancelled);
    } catch {
      // Toasted by the client.
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className={styles.item} data-testid="spot-order-row">
      <div className={styles.row}>
        <span className={styles.strong}>
          <span dir="ltr">{order.symbol.toUpperCase()}</span>{' '}
          <span className={order.side === 'buy' ? styles.up : styles.down}>{order.side === 'buy' ? t('buy') : t('sell')}</span> ·{' '}
          {order.type === 'market' ? t('market') : t('limit')}
        </span>
        <span className={styles.muted}>{status}</span>
      </div>
      <DetailRows
        rows={[
          { label: t('quantity'), value: <NumberText value={order.amount} /> },
          { label: order.status === 1 ? t('fill_price') : t('order_price'), value: <NumberText value={order.fillPrice ?? order.price} kind="price" /> },
          { label: t('fee'), value: order.fee ? <><NumberText value={order.fee} /> {(order.feeCoin ?? '').toUpperCase()}</> : '--' },
          { label: t('time'), value: format(order.createTime) },
        ]}
      />
      {order.status === 0 && onChanged && (
        <div className={styles.actions}>
          <Button variant="secondary" loading={busy} onClick={() => void cancel()}>
            {t('cancel_order')}
          </Button>
        </div>
      )}
    </li>
  );
}
