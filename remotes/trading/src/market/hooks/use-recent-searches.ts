import { create } from 'zustand';

/** How many recent searches are kept. */
export const MAX_RECENT = 10;

interface RecentSearches {
  /** Symbols the user opened from a search, newest first. */
  symbols: string[];
  remember(symbol: string): void;
  clear(): void;
}

/**
 * The coins opened from /tradeSearch in this session. Kept in memory only: the storage
 * allowlist (spec §3) has no key for them, so they go with the page (a reload forgets them).
 */
export const useRecentSearches = create<RecentSearches>()((set) => ({
  symbols: [],
  remember: (symbol) => set((s) => ({ symbols: [symbol, ...s.symbols.filter((x) => x !== symbol)].slice(0, MAX_RECENT) })),
  clear: () => set({ symbols: [] }),
}));
