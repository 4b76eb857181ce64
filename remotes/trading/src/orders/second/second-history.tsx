import type { SecondContractOrder } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { useFormatDateTime } from '@atrium/platform';
import { Button, NumberText } from '@atrium/ui';
import { DetailRows } from '../components/detail-rows';
import { ListView } from '../components/list-view';
import type { PagedList } from '../hooks/use-paged-list';
import { useSecondLabels } from './labels';
import styles from '../components/orders.module.css';

/** Settled orders, newest first, a page at a time. */
export function SecondHistory({ list }: { list: PagedList<SecondContractOrder> }) {
  const { t } = useTranslation('trading-orders');
  const labels = useSecondLabels();
  const format = useFormatDateTime();
  return (
    <ListView status={list.status} rows={list.rows} onRetry={list.retry} empty={t('no_order_history')}>
      {(rows) => (
        <>
          <ul className={styles.list}>
            {rows.map((order) => (
              <li key={order.id} className={styles.item} data-testid="second-history-row">
                <div className={styles.row}>
                  <span className={styles.strong}>
                    <span dir="ltr">{order.symbol.toUpperCase()}</span>{' '}
                    <span className={order.direction === 'up' ? styles.up : styles.down}>{labels.direction(order.direction)}</span> · {labels.duration(order.seconds)}
                  </span>
                  <span className={order.result === 'win' ? styles.up : order.result === 'lose' ? styles.down : styles.muted}>{labels.result(order.result)}</span>
                </div>
                <DetailRows
                  rows={[
                    { label: t('amount'), value: <NumberText value={order.amount} /> },
                    { label: t('payout'), value: <NumberText value={order.payout} /> },
                    { label: t('open_price'), value: <NumberText value={order.openPrice} kind="price" /> },
                    { label: t('close_price'), value: <NumberText value={order.closePrice} kind="price" /> },
                    { label: t('time'), value: format(order.openTime) },
                  ]}
                />
              </li>
            ))}
          </ul>
          {list.hasMore && (
            <Button variant="secondary" block loading={list.loadingMore} onClick={list.loadMore}>
              {t('load_more')}
            </Button>
          )}
        </>
      )}
    </ListView>
  );
}
