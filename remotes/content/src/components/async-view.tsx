import type { ReactNode } from 'react';
import { useTranslation } from '@atrium/i18n';
import { LoadError, Skeleton } from '@atrium/ui';
import type { AsyncResult } from '@atrium/platform';
import styles from './async-view.module.css';

export interface AsyncViewProps<T> {
  result: AsyncResult<T>;
  /** What the screen shows once the data is there. */
  children: (data: T) => ReactNode;
  /** The placeholder while loading (default: a few text lines). */
  skeleton?: ReactNode;
  /** Replaces the generic error state (e.g. a "not found" page for a detail screen). */
  error?: ReactNode;
}

/**
 * The three states every content screen goes through. The API client has already toasted
 * the reason of a failure (spec §8); the page still says what happened and offers a retry,
 * so it never stays blank or spins forever.
 */
export function AsyncView<T>({ result, children, skeleton, error }: AsyncViewProps<T>) {
  const { t } = useTranslation('content');
  if (result.status === 'loading') return <div className={styles.loading}>{skeleton ?? <Skeleton lines={6} />}</div>;
  if (result.status === 'error') {
    return error ?? <LoadError onRetry={result.retry} title={t('load_error')} />;
  }
  return <>{children(result.data)}</>;
}
