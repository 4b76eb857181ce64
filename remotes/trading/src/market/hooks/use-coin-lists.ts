import { useEffect, useMemo, useState } from 'react';
import type { CoinEntry } from '@atrium/api';
import { allCoins, useCoinStore } from '@atrium/platform';

export interface CoinLists {
  /** `loading` until a list is known (persisted or fetched); `error` when the fetch failed with none. */
  status: 'loading' | 'error' | 'ready';
  spot: CoinEntry[];
  contract: CoinEntry[];
  second: CoinEntry[];
  /** Every listed coin once, in list order. */
  all: CoinEntry[];
  retry(): void;
}

/**
 * The tenant's coin lists from the coin store. The shell loads them at boot (and paints the
 * persisted ones first); a deep link that arrives before, or after a failed boot load, loads them.
 */
export function useCoinLists(): CoinLists {
  const spot = useCoinStore((s) => s.spotCoinList);
  const contract = useCoinStore((s) => s.contractCoinList);
  const second = useCoinStore((s) => s.secondContractCoinList);
  const loaded = useCoinStore((s) => s.loaded);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const known = loaded || spot.length + contract.length + second.length > 0;

  useEffect(() => {
    if (useCoinStore.getState().loaded) return;
    let live = true;
    useCoinStore
      .getState()
      .load()
      .then(
        () => live && setFailed(false),
        () => live && setFailed(true),
      );
    return () => {
      live = false;
    };
  }, [attempt]);

  const all = useMemo(() => allCoins({ spotCoinList: spot, contractCoinList: contract, secondContractCoinList: second }), [spot, contract, second]);
  return {
    status: known ? 'ready' : failed ? 'error' : 'loading',
    spot,
    contract,
    second,
    all,
    retry: () => {
      setFailed(false);
      setAttempt((n) => n + 1);
    },
  };
}
