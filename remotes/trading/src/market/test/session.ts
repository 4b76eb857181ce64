import { useSessionStore, useWatchlistStore, type SessionState } from '@atrium/platform';

/** Signs a test user in (the session store as the shell leaves it after sign-in). */
export function signIn(userId = 7) {
  useSessionStore.setState({ token: 't', isSign: true, userInfo: { userId } as SessionState['userInfo'] });
}

/** Forgets the previous test's watchlist. */
export function resetWatchlist() {
  useWatchlistStore.setState({ items: [], owner: null, loading: false });
}
