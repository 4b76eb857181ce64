import { cancelContractOrder, type ContractOrder } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { useFormatDateTime } from '@atrium/platform';
import { NumberText } from '@atrium/ui';
import { CancelOrderButton } from '../components/cancel-order-button';
import { ListView } from '../components/list-view';
import { TradeItem } from '../components/trade-item';
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
  return (
    <TradeItem
      data-testid="contract-order-row"
      symbol={order.symbol}
      side={{ label: labels.direction(order.direction), tone: order.direction === 'long' ? 'up' : 'down' }}
      detail={`${order.leverage}× · ${labels.orderType(order.type)}`}
      end={<span className={styles.muted}>{labels.orderStatus(order.status)}</span>}
      rows={[
        { label: t('margin'), value: <NumberText value={order.amount} /> },
        { label: order.status === 1 ? t('fill_price') : t('order_price'), value: <NumberText value={order.fillPrice ?? order.price} kind="price" /> },
        { label: t('fee'), value: <NumberText value={order.fee} /> },
        { label: t('time'), value: format(order.createTime) },
      ]}
      actions={cancellable && <CancelOrderButton cancel={() => cancelContractOrder(order.id)} onCancelled={onChanged} />}
    />
  );
}
