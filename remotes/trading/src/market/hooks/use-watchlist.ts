import type { UserCoin } from '@atrium/api';
import { useSessionStore, useWatchlistStore } from '@atrium/platform';
import { useStoreLoad } from './use-store-load';

export interface Watchlist {
  /** `signed-out`: a visitor has no list; `loading` until the signed-in user's list arrives. */
  status: 'signed-out' | 'loading' | 'error' | 'ready';
  items: UserCoin[];
  retry(): void;
}

/**
 * The signed-in user's watchlist, loaded (again) when a screen that shows it opens, so a list
 * changed on another device or screen is current. A list already on hand shows meanwhile.
 */
export function useWatchlist(): Watchlist {
  const isSign = useSessionStore((s) => s.isSign);
  const userId = useSessionStore((s) => s.userInfo?.userId ?? null);
  const items = useWatchlistStore((s) => s.items);
  const owner = useWatchlistStore((s) => s.owner);
  const { failed, retry } = useStoreLoad(() => (isSign ? useWatchlistStore.getState().load() : undefined), [isSign, userId]);

  const ready = owner !== null && owner === userId;
  return {
    status: !isSign ? 'signed-out' : ready ? 'ready' : failed ? 'error' : 'loading',
    items: ready ? items : [],
    retry,
  };
}
