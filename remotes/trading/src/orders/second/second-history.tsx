import type { SecondContractOrder } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { useFormatDateTime } from '@atrium/platform';
import { type PagedList } from '@atrium/kit';
import { NumberText } from '@atrium/ui';
import { PagedListView } from '@atrium/ui/paged-list-view';
import { TradeItem } from '../components/trade-item';
import { useSecondLabels } from './labels';
import styles from '../components/orders.module.css';

/** Settled orders, newest first, a page at a time. */
export function SecondHistory({ list }: { list: PagedList<SecondContractOrder> }) {
  const { t } = useTranslation('trading-orders');
  const labels = useSecondLabels();
  const format = useFormatDateTime();
  return (
    <PagedListView list={list} empty={t('no_order_history')} skeletonLines={4}>
      {(rows) => (
        <ul className={styles.list}>
          {rows.map((order) => (
            <TradeItem
              key={order.id}
              data-testid="second-history-row"
              symbol={order.symbol}
              side={{ label: labels.direction(order.direction), tone: order.direction === 'up' ? 'up' : 'down' }}
              detail={`· ${labels.duration(order.seconds)}`}
              end={<span className={order.result === 'win' ? styles.up : order.result === 'lose' ? styles.down : styles.muted}>{labels.result(order.result)}</span>}
              rows={[
                { label: t('amount'), value: <NumberText value={order.amount} /> },
                { label: t('payout'), value: <NumberText value={order.payout} /> },
                { label: t('open_price'), value: <NumberText value={order.openPrice} kind="price" /> },
                { label: t('close_price'), value: <NumberText value={order.closePrice} kind="price" /> },
                { label: t('time'), value: format(order.openTime) },
              ]}
            />
          ))}
        </ul>
      )}
    </PagedListView>
  );
}
