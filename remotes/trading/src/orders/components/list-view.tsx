import type { ReactNode } from 'react';
import { useTranslation } from '@atrium/i18n';
import { Button, EmptyState, Skeleton } from '@atrium/ui';

export interface ListViewProps<T> {
  status: 'loading' | 'error' | 'ready';
  rows: T[] | null;
  onRetry(): void;
  /** What the empty state says. */
  empty: string;
  children: (rows: T[]) => ReactNode;
}

/**
 * Loading (skeleton), error (what went wrong, with a retry: the client has toasted the reason),
 * empty and the rows.
 */
export function ListView<T>({ status, rows, onRetry, empty, children }: ListViewProps<T>) {
  const { t } = useTranslation('trading-orders');
  if (status === 'loading') return <Skeleton lines={4} />;
  if (status === 'error' || !rows) {
    return (
      <div role="alert">
        <EmptyState
          title={t('load_error')}
          description={t('load_error_hint')}
          action={
            <Button variant="secondary" onClick={onRetry}>
              {t('retry')}
            </Button>
          }
        />
      </div>
    );
  }
  if (rows.length === 0) return <EmptyState title={empty} />;
  return <>{children(rows)}</>;
}
