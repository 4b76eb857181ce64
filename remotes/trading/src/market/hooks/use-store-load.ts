import { useEffect, useEffectEvent, useState } from 'react';

export interface StoreLoad {
  /** The last load failed (and no retry has started since). */
  failed: boolean;
  /** Loads again (an error state's retry button). */
  retry(): void;
}

/**
 * Runs a store's loader when a screen opens, when one of `deps` changes and on `retry()`; the data
 * lives in the store, this keeps only whether the last load failed. `load` returns nothing when
 * there is nothing to load (already loaded, signed out).
 */
export function useStoreLoad(load: () => Promise<unknown> | undefined, deps: readonly unknown[] = []): StoreLoad {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const run = useEffectEvent(load);

  useEffect(() => {
    const loading = run();
    if (!loading) return;
    let live = true;
    loading.then(
      () => live && setFailed(false),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
    // The caller's deps are the point: another user is another list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt, ...deps]);

  return {
    failed,
    retry: () => {
      setFailed(false);
      setAttempt((n) => n + 1);
    },
  };
}
