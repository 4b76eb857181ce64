import { useEffect, useState } from 'react';
import type { UserCoin } from '@atrium/api';
import { useSessionStore, useWatchlistStore } from '@atrium/platform';

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
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!isSign) return;
    let live = true;
    useWatchlistStore
      .getState()
      .load()
      .then(
        () => live && setFailed(false),
        () => live && setFailed(true),
      );
    return () => {
      live = false;
    };
  }, [isSign, userId, attempt]);

  const ready = owner !== null && owner === userId;
  return {
    status: !isSign ? 'signed-out' : ready ? 'ready' : failed ? 'error' : 'loading',
    items: ready ? items : [],
    retry: () => {
      setFailed(false);
      setAttempt((n) => n + 1);
    },
  };
}
