import type { ReactNode } from 'react';
import type { AsyncResult } from '@atrium/platform';
import { Section } from '@atrium/ui';
import { ListView } from './list-view';

/**
 * A form that needs one answer first (the trade config, the periods): a skeleton, an error with a
 * retry, or the form (which draws its own section).
 */
export function ConfigView<T>({ result, children }: { result: AsyncResult<T>; children: (data: T) => ReactNode }) {
  if (result.status === 'ready') return <>{children(result.data)}</>;
  return (
    <Section>
      <ListView status={result.status} rows={null} onRetry={result.retry} empty="">
        {() => null}
      </ListView>
    </Section>
  );
}
