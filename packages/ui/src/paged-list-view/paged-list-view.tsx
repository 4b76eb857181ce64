/**
 * `@atrium/ui/paged-list-view`: not part of the kit's main entry (a federated singleton loaded
 * whole on /home's first load); the remotes that use it bundle it and take its pieces from the
 * shared kit, like `@atrium/ui/async-view`.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '@atrium/i18n';
import { Button, EmptyState, LoadError, Skeleton } from '@atrium/ui';
import { OfflineSince } from '../stale-marker/offline-since';
import styles from './paged-list-view.module.css';

/** A list loaded a page at a time: the platform's `PagedList` (usePagedList), read structurally. */
export interface PagedListViewList<T> {
  rows: T[];
  status: 'loading' | 'ready' | 'error';
  hasMore: boolean;
  loadingMore: boolean;
  loadMore(): void;
  retry(): void;
  /** When the rows kept through a failed refresh came (ms). */
  staleSince?: number;
}

/** Props of {@link PagedListView}. */
export interface PagedListViewProps<T> {
  list: PagedListViewList<T>;
  /** The rows on screen, drawn by the screen (its own list or grid). */
  children: (rows: T[]) => ReactNode;
  /** The empty state: a title for the kit's EmptyState, or a node of the screen's own. */
  empty: ReactNode;
  /** The error state's title (default: LoadError's "This could not be loaded"). */
  errorTitle?: ReactNode;
  /** Skeleton lines while the first page loads (default 6). */
  skeletonLines?: number;
}

/**
 * A paged list's states: a skeleton (marked busy) for the first page, an error with retry (the
 * client has toasted why), the empty state, then the rows with "Load more" while the server has
 * more. A failed "Load more" keeps the rows (usePagedList) and the button asks again; rows kept
 * through a failed refresh say quietly since when.
 */
export function PagedListView<T>({ list, children, empty, errorTitle, skeletonLines = 6 }: PagedListViewProps<T>) {
  const { t } = useTranslation('ui');
  if (list.status === 'loading') {
    return (
      <div aria-busy="true">
        <Skeleton lines={skeletonLines} />
      </div>
    );
  }
  if (list.status === 'error') return <LoadError onRetry={list.retry} title={errorTitle} />;
  if (list.rows.length === 0) return typeof empty === 'string' ? <EmptyState title={empty} /> : <>{empty}</>;
  return (
    <>
      {list.staleSince !== undefined && <OfflineSince since={list.staleSince} />}
      {children(list.rows)}
      {list.hasMore && (
        <div className={styles.more}>
          <Button variant="secondary" block loading={list.loadingMore} onClick={list.loadMore}>
            {t('load_more')}
          </Button>
        </div>
      )}
    </>
  );
}
