import type { ReactNode } from 'react';
import { EmptyState, LoadError, Skeleton } from '@atrium/ui';

export interface ListViewProps<T> {
  status: 'loading' | 'error' | 'ready';
  rows: T[] | null;
  onRetry(): void;
  /** What the empty state says. */
  empty: string;
  children: (rows: T[]) => ReactNode;
}

/** Loading (skeleton), error (with a retry: the client has toasted the reason), empty and the rows. */
export function ListView<T>({ status, rows, onRetry, empty, children }: ListViewProps<T>) {
  if (status === 'loading') return <Skeleton lines={4} />;
  if (status === 'error' || !rows) return <LoadError onRetry={onRetry} />;
  if (rows.length === 0) return <EmptyState title={empty} />;
  return <>{children(rows)}</>;
}
