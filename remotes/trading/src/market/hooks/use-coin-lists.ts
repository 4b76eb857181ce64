import { useMemo } from 'react';
import type { CoinEntry } from '@atrium/api';
import { allCoins, useCoinStore } from '@atrium/platform';
import { useStoreLoad } from './use-store-load';

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
  const known = loaded || spot.length + contract.length + second.length > 0;
  const { failed, retry } = useStoreLoad(() => (useCoinStore.getState().loaded ? undefined : useCoinStore.getState().load()));

  const all = useMemo(() => allCoins({ spotCoinList: spot, contractCoinList: contract, secondContractCoinList: second }), [spot, contract, second]);
  return {
    status: known ? 'ready' : failed ? 'error' : 'loading',
    spot,
    contract,
    second,
    all,
    retry,
  };
}
