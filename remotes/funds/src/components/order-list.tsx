import type { ReviewStatus } from '@atrium/api';
import { useTranslation } from '@atrium/i18n';
import { PagedListView } from '@atrium/ui/paged-list-view';
import { ReviewStatusText } from './review-status';
import { useFormatDateTime, Link } from '@atrium/platform';
import { type PagedList } from '@atrium/kit';
import styles from './funds-page.module.css';
import { formatMoney } from '@atrium/ui';

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
}

/** A deposit or withdrawal record list: amount (the kit's format), chain, status and date, paged with "Load more". */
export function OrderList<T extends OrderRow>({ list, detailPath }: OrderListProps<T>) {
  const { t } = useTranslation('funds');
  const format = useFormatDateTime();
  return (
    <PagedListView list={list} empty={t('no_records')} errorTitle={t('load_error')}>
      {(rows) => (
        <ul className={styles.list}>
          {rows.map((row) => (
            <li key={row.id}>
              <Link to={`${detailPath}?id=${row.id}`} className={styles.item} data-testid="order-row">
                <span className={styles.itemMain}>
                  <span className={styles.strong} dir="ltr" data-testid="order-amount">
                    {formatMoney(row.amount, row.coin)}
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
      )}
    </PagedListView>
  );
}
