/**
 * `@atrium/ui/async-view`: not part of the kit's main entry (a federated singleton loaded whole on
 * /home's first load); the remotes that use it bundle it and take its pieces from the shared kit.
 */
import type { ReactNode } from 'react';
import { LoadError, Section, Skeleton } from '@atrium/ui';
import { OfflineSince } from '../stale-marker/offline-since';

/** What a screen knows about one server call: the platform's `AsyncResult`, read structurally. */
export type AsyncViewResult<T> = (
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; data: T; staleSince?: number }
) & { retry(): void };

/** Props of {@link AsyncView}. */
export interface AsyncViewProps<T> {
  result: AsyncViewResult<T>;
  /** What the screen shows once the data is there. */
  children: (data: T) => ReactNode;
  /** The placeholder while loading (default: a few skeleton lines). */
  skeleton?: ReactNode;
  /** Draws the placeholder in a {@link Section} card (default); false inside a card already. */
  framed?: boolean;
  /** The error state's title (default: LoadError's "This could not be loaded"). */
  errorTitle?: ReactNode;
  /** Replaces the whole error state (e.g. a "not found" page for a detail screen). */
  error?: ReactNode;
  /** Writes the time of data kept through a failed reload (default: the device's hours and minutes). */
  formatTime?(ms: number): string;
}

/**
 * The three states a screen goes through: loading (a skeleton, marked busy), error (translated,
 * with a retry: the client has already toasted the reason, spec §8, but the screen never stays
 * blank or spins forever) and data; data kept through a failed reload says quietly since when.
 */
export function AsyncView<T>({ result, children, skeleton, framed = true, errorTitle, error, formatTime }: AsyncViewProps<T>) {
  if (result.status === 'loading') {
    const placeholder = skeleton ?? <Skeleton lines={framed ? 6 : 4} />;
    return framed ? <Section aria-busy="true">{placeholder}</Section> : <div aria-busy="true">{placeholder}</div>;
  }
  if (result.status === 'error') return <>{error ?? <LoadError onRetry={result.retry} title={errorTitle} />}</>;
  return (
    <>
      {result.staleSince !== undefined && <OfflineSince since={result.staleSince} formatTime={formatTime} />}
      {children(result.data)}
    </>
  );
}
