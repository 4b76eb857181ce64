import { onBack, withTimeout } from '@atrium/kit';
import { FIRST_READ_LIMIT_MS } from './first-read-limit';

/**
 * Where a store's read stands: `failed` when the last one failed or outlived its time limit and
 * none has answered since, so a screen with nothing to show offers a Retry instead of a skeleton.
 */
export type ReadStatus = 'loading' | 'ready' | 'failed';

interface StatusCell {
  get(): ReadStatus;
  set(status: ReadStatus): void;
}

/**
 * Follows each read of one store: `loading` while it runs, `ready` once it answers, `failed` when
 * it fails or takes longer than the limit (the request goes on and its answer is still taken).
 * A failed read is tried again by itself (`retry`) when the browser is back online or the page
 * visible again: one mechanism for every store, so no screen needs its own. Returns the request.
 */
export function followRead(status: StatusCell, retry: () => Promise<unknown>, limitMs = FIRST_READ_LIMIT_MS) {
  let stopWaiting: (() => void) | null = null;
  const stop = () => {
    stopWaiting?.();
    stopWaiting = null;
  };
  const fail = () => {
    status.set('failed');
    stopWaiting ??= onBack(() => {
      stop();
      retry().catch(() => undefined);
    });
  };
  return <T>(request: Promise<T>): Promise<T> => {
    status.set('loading');
    request.then(() => {
      stop();
      status.set('ready');
    }, fail);
    withTimeout(request, limitMs, 'the first read').catch(() => {
      if (status.get() === 'loading') fail();
    });
    return request;
  };
}
