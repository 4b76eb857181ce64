import type { ReactNode } from 'react';
import { useTranslation } from '@atrium/i18n';
import type { PagedList } from '@atrium/platform';
import { Button, LoadError, Skeleton } from '@atrium/ui';
import styles from './invite.module.css';

export interface PagedListViewProps<T> {
  list: PagedList<T>;
  /** What shows when the first page is empty. */
  empty: ReactNode;
  rowKey(row: T, index: number): string | number;
  renderRow(row: T): ReactNode;
  'data-testid'?: string;
}

/** A paged list's states: skeleton, error with retry, empty, rows with "Load more". */
export function PagedListView<T>({ list, empty, rowKey, renderRow, 'data-testid': testId }: PagedListViewProps<T>) {
  const { t } = useTranslation('trading-invite');
  if (list.status === 'loading') return <Skeleton lines={6} />;
  if (list.status === 'error') return <LoadError onRetry={list.retry} />;
  if (list.rows.length === 0) return <>{empty}</>;
  return (
    <>
      <ul className={styles.list} data-testid={testId}>
        {list.rows.map((row, index) => (
          <li key={rowKey(row, index)} className={styles.item}>
            {renderRow(row)}
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
