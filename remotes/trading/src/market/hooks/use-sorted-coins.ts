import { useEffect, useMemo, useState } from 'react';
import type { CoinEntry } from '@atrium/api';
import { marketHub, useCoinStore } from '@atrium/platform';
import { sortCoins, type Sort } from '../logic/sort-coins';

/** How often a list sorted by a live value takes its new order. */
export const RESORT_MS = 2000;

/**
 * The coins in the chosen order. A sort by a live value (price, change, volume) takes the last
 * prices the hub holds and is taken again every RESORT_MS, not on every tick: rows that jump
 * several times a second cannot be read or tapped, and re-ordering 300 rows per tick would cost
 * a layout each time.
 */
export function useSortedCoins(coins: readonly CoinEntry[], sort: Sort): CoinEntry[] {
  const mt5Volumes = useCoinStore((s) => s.mt5Volumes);
  const [round, setRound] = useState(0);
  const live = sort !== null && sort.key !== 'name';

  useEffect(() => {
    if (!live) return;
    const timer = setInterval(() => setRound((n) => n + 1), RESORT_MS);
    return () => clearInterval(timer);
  }, [live]);

  return useMemo(
    () => sortCoins(coins, sort, { detail: (symbol) => marketHub.lastDetail(symbol), mt5Volumes }),
    // `round` is the clock of a live sort: a new round reads the hub's prices again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [coins, sort, mt5Volumes, round],
  );
}
