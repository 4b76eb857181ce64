import type { ReactNode } from 'react';
import type { ReviewStatus } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { Button, EmptyState, LoadError, Skeleton } from '@atrium/ui';
import { ReviewStatusText } from './review-status';
import { useFormatDateTime, type PagedList, Link } from '@atrium/platform';
import styles from './funds-page.module.css';

interface OrderRow {
  id: number;
  coin: string;
  chain: string;
  amount: string;
  status: ReviewStatus;
  createTime: string;
}

export interface OrderListProps<T extends OrderRow> {
  list: PagedList<T>;
  /** The detail route, e.g. "/recharge-detail". */
  detailPath: string;
  renderAmount(row: T): ReactNode;
}

/** A deposit or withdrawal record list: amount, chain, status and date, paged with "Load more". */
export function OrderList<T extends OrderRow>({ list, detailPath, renderAmount }: OrderListProps<T>) {
  const { t } = useTranslation('funds');
  const format = useFormatDateTime();
  if (list.status === 'loading') return <Skeleton lines={6} />;
  if (list.status === 'error') {
    return <LoadError onRetry={list.retry} title={t('load_error')} />;
  }
  if (list.rows.length === 0) return <EmptyState title={t('no_records')} />;
  return (
    <>
      <ul className={styles.list}>
        {list.rows.map((row) => (
          <li key={row.id}>
            <Link to={`${detailPath}?id=${row.id}`} className={styles.item} data-testid="order-row">
              <span className={styles.itemMain}>
                <span className={styles.strong}>
                  {renderAmount(row)} {row.coin.toUpperCase()}
                </span>
                <span className={styles.muted}>
                  {row.chain} · {format(row.createTime)}
                </span>
              </span>
              <ReviewStatusText status={row.status} />
            </Link>
          </li>
        ))}
      </ul>
      {list.hasMore && (
        <div className={styles.actions}>
          <Button variant="secondary" loading={list.loadingMore} onClick={list.loadMore}>
            {t('load_more')}
          </Button>
        </div>
      )}
    </>
  );
}
