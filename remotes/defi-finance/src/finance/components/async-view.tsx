import type { ReactNode } from 'react';
import type { AsyncResult } from '@atrium/platform';
import { LoadError, Skeleton } from '@atrium/ui';

export interface AsyncViewProps<T> {
  result: AsyncResult<T>;
  children: (data: T) => ReactNode;
  /** What shows while loading (default: a few skeleton lines). */
  skeleton?: ReactNode;
}

/** Loading (skeleton), error with retry, and data: the three states of every finance screen. */
export function AsyncView<T>({ result, children, skeleton }: AsyncViewProps<T>) {
  if (result.status === 'loading') return <>{skeleton ?? <Skeleton lines={4} />}</>;
  if (result.status === 'error') return <LoadError onRetry={result.retry} />;
  return <>{children(result.data)}</>;
}
