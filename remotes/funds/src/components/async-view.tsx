import type { ReactNode } from 'react';
import { useTranslation } from '@atrium/i18n';
import { Button, EmptyState, Skeleton } from '@atrium/ui';
import type { AsyncResult } from '@atrium/platform';
import styles from './funds-page.module.css';

export interface AsyncViewProps<T> {
  result: AsyncResult<T>;
  children: (data: T) => ReactNode;
  skeleton?: ReactNode;
}

/**
 * Loading, error and data. The client has already toasted a failure's reason (spec §8); the
 * screen still says what went wrong and offers a retry instead of staying blank.
 */
export function AsyncView<T>({ result, children, skeleton }: AsyncViewProps<T>) {
  const { t } = useTranslation('funds');
  if (result.status === 'loading') return <div className={styles.section}>{skeleton ?? <Skeleton lines={6} />}</div>;
  if (result.status === 'error') {
    return (
      <div role="alert">
        <EmptyState
          title={t('load_error')}
          description={t('load_error_hint')}
          action={
            <Button variant="secondary" onClick={result.retry}>
              {t('retry')}
            </Button>
          }
        />
      </div>
    );
  }
  return <>{children(result.data)}</>;
}
