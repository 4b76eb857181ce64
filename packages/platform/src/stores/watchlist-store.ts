import { create } from 'zustand';
import { addUserCoins, getUserCoins, removeUserCoinBySymbol, sortUserCoins, type UserCoin } from '@atrium/api';
import { useSessionStore } from './session-store';

/**
 * The signed-in user's watchlist (spec §7 "Optional coins"): one store for the quote screen's
 * favourites tab, the watchlist editors and the shell's home section (rule 7: one source of
 * truth). It follows the session: it empties on sign-out and loads for the next user on demand.
 */
export interface WatchlistState {
  /** In the user's order. */
  items: UserCoin[];
  /** Whose list `items` is (null: none loaded). */
  owner: number | null;
  loading: boolean;
  /** Loads the signed-in user's list (again); a signed-out visitor's list is empty. */
  load(): Promise<void>;
  add(symbols: string[]): Promise<void>;
  remove(symbol: string): Promise<void>;
  /** Saves a new order (the ids of `items`, rearranged). */
  reorder(ids: number[]): Promise<void>;
}

const currentUser = () => useSessionStore.getState().userInfo?.userId ?? null;

export const useWatchlistStore = create<WatchlistState>()((set, get) => ({
  items: [],
  owner: null,
  loading: false,
  async load() {
    const user = currentUser();
    if (!useSessionStore.getState().token || user === null) {
      set({ items: [], owner: null });
      return;
    }
    set({ loading: true });
    try {
      const items = await getUserCoins();
      // A sign-out (or another user) while the call ran: its answer is not this session's.
      if (currentUser() === user) set({ items, owner: user });
    } finally {
      set({ loading: false });
    }
  },
  async add(symbols) {
    const fresh = symbols.filter((s) => !get().items.some((i) => i.symbol === s));
    if (fresh.length === 0) return;
    await addUserCoins(fresh);
    await get().load();
  },
  async remove(symbol) {
    const before = get().items;
    // At once on screen; put back when the server refuses.
    set({ items: before.filter((i) => i.symbol !== symbol) });
    try {
      await removeUserCoinBySymbol(symbol);
    } catch (error) {
      set({ items: before });
      throw error;
    }
  },
  async reorder(ids) {
    set({ items: await sortUserCoins(ids) });
  },
}));

/** Whether a symbol is on the watchlist. */
export const isWatched = (items: UserCoin[], symbol: string) => items.some((i) => i.symbol === symbol);

// A new session (sign-out, another user) must never show the previous user's list.
useSessionStore.subscribe((state, previous) => {
  if (state.token !== previous.token || state.userInfo?.userId !== previous.userInfo?.userId) {
    if (useWatchlistStore.getState().owner !== (state.userInfo?.userId ?? null)) useWatchlistStore.setState({ items: [], owner: null });
  }
});
