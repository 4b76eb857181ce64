import { useState } from 'react';
import { cancelContractOrder, type ContractOrder } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { useFormatDateTime } from '@atrium/platform';
import { Button, NumberText, toast } from '@atrium/ui';
import { DetailRows } from '../components/detail-rows';
import { ListView } from '../components/list-view';
import type { Reloadable } from '../hooks/use-reloadable';
import { useContractLabels } from './labels';
import styles from '../components/orders.module.css';

export interface ContractOrdersListProps {
  state: Reloadable<ContractOrder[]>;
  onRetry(): void;
  /** Current orders can be cancelled; the history cannot. */
  cancellable: boolean;
  onChanged?(order: ContractOrder): void;
}

/** Current (pending limit) orders with cancel, or the filled and cancelled ones. */
export function ContractOrdersList({ state, onRetry, cancellable, onChanged }: ContractOrdersListProps) {
  const { t } = useTranslation('trading-orders');
  return (
    <ListView status={state.status} rows={state.data} onRetry={onRetry} empty={cancellable ? t('no_open_orders') : t('no_order_history')}>
      {(rows) => (
        <ul className={styles.list}>
          {rows.map((order) => (
            <ContractOrderRow key={order.id} order={order} cancellable={cancellable} onChanged={onChanged} />
          ))}
        </ul>
      )}
    </ListView>
  );
}

function ContractOrderRow({ order, cancellable, onChanged }: { order: ContractOrder; cancellable: boolean; onChanged?(order: ContractOrder): void }) {
  const { t } = useTranslation('trading-orders');
  const labels = useContractLabels();
  const format = useFormatDateTime();
  const [busy, setBusy] = useState(false);
  const cancel = async () => {
    setBusy(true);
    try {
      const cancelled = await cancelContractOrder(order.id);
      toast(t('order_cancelled'));
      onChanged?.(cancelled);
    } catch {
      // Toasted by the client.
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className={styles.item} data-testid="contract-order-row">
      <div className={styles.row}>
        <span className={styles.strong}>
          <span dir="ltr">{order.symbol.toUpperCase()}</span>{' '}
          <span className={order.direction === 'long' ? styles.up : styles.down}>{labels.direction(order.direction)}</span> {order.leverage}× · {labels.orderType(order.type)}
        </span>
        <span className={styles.muted}>{labels.orderStatus(order.status)}</span>
      </div>
      <DetailRows
        rows={[
          { label: t('margin'), value: <NumberText value={order.amount} /> },
          { label: order.status === 1 ? t('fill_price') : t('order_price'), value: <NumberText value={order.fillPrice ?? order.price} kind="price" /> },
          { label: t('fee'), value: <NumberText value={order.fee} /> },
          { label: t('time'), value: format(order.createTime) },
        ]}
      />
      {cancellable && (
        <div className={styles.actions}>
          <Button variant="secondary" loading={busy} onClick={() => void cancel()}>
            {t('cancel_order')}
          </Button>
        </div>
      )}
    </li>
  );
}
