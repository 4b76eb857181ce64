import type { ReactNode } from 'react';
import { useTranslation } from '@atrium/i18n';
import { LoadError, Section, Skeleton } from '@atrium/ui';
import type { AsyncResult } from '@atrium/platform';

export interface AsyncViewProps<T> {
  result: AsyncResult<T>;
  children: (data: T) => ReactNode;
  skeleton?: ReactNode;
}

/**
 * Loading (a skeleton), error (translated, with a retry) and data. The client has already
 * toasted a failure's reason (spec §8); the screen still says what went wrong instead of
 * staying blank.
 */
export function AsyncView<T>({ result, children, skeleton }: AsyncViewProps<T>) {
  const { t } = useTranslation('defi-finance');
  if (result.status === 'loading') return <Section aria-busy="true">{skeleton ?? <Skeleton lines={6} />}</Section>;
  if (result.status === 'error') return <LoadError onRetry={result.retry} title={t('load_error')} />;
  return <>{children(result.data)}</>;
}
