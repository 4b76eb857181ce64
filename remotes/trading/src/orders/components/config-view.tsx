import type { ReactNode } from 'react';
import type { AsyncResult } from '@atrium/kit';
import { LoadError } from '@atrium/ui';
import { FormSkeleton } from './trade-panel';

/**
 * A form that needs one answer first (the trade config, the periods), in its column beside the
 * book: a skeleton of its first controls, an error with a retry (the client has toasted the
 * reason), or the form.
 */
export function ConfigView<T>({ result, children }: { result: AsyncResult<T>; children: (data: T) => ReactNode }) {
  if (result.status === 'ready') return <>{children(result.data)}</>;
  if (result.status === 'loading') return <FormSkeleton />;
  return <LoadError onRetry={result.retry} />;
}
