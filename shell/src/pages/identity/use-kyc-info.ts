import { useCallback, useEffect, useState } from 'react';
import { getKycInfo, type KycInfo } from '@atrium/api';

export type KycLoad = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; info: KycInfo };

/**
 * The review state of both identity levels. `reload` after a submit keeps the current state on
 * screen until the new one is in, so nothing flashes.
 */
export function useKycInfo() {
  const [load, setLoad] = useState<KycLoad>({ status: 'loading' });
  const reload = useCallback(
    () =>
      getKycInfo().then(
        (info) => setLoad({ status: 'ready', info }),
        () => setLoad((current) => (current.status === 'ready' ? current : { status: 'failed' })),
      ),
    [],
  );
  useEffect(() => {
    void reload();
  }, [reload]);
  return { load, reload };
}
