/** The tabs of the Markets screen (/quote). */
export type QuoteTab = 'favourites' | 'spot' | 'contract' | 'second';

type MarketTab = Exclude<QuoteTab, 'favourites'>;

const known = (tabs: readonly QuoteTab[], tab: string | null): tab is QuoteTab => tab !== null && (tabs as readonly string[]).includes(tab);

/**
 * The tab the user asked for, which wins: the one in the address (`?tab=`, a shared link or
 * back), else the one they picked earlier in this session; null when neither is a tab shown.
 */
export function askedTab(tabs: readonly QuoteTab[], inAddress: string | null, chosen: string | null): QuoteTab | null {
  if (known(tabs, inAddress)) return inAddress;
  return known(tabs, chosen) ? chosen : null;
}

export interface OpeningTabInput {
  /** The tabs this tenant shows, in order. */
  tabs: readonly QuoteTab[];
  /** How many of the user's favourites are listed: 0 for a visitor, null while the watchlist loads. */
  favourites: number | null;
  /** How many coins each market lists, or null while the lists load. */
  listed: Readonly<Record<MarketTab, number>> | null;
}

/**
 * The tab Markets opens on by itself: Favourites when the user has some, else the first market
 * with coins (a new user never lands on an empty list). Null while that cannot be told yet (the
 * watchlist or the coin lists are loading).
 */
export function openingTab({ tabs, favourites, listed }: OpeningTabInput): QuoteTab | null {
  if (favourites === null) return null;
  if (favourites > 0 && tabs.includes('favourites')) return 'favourites';
  if (listed === null) return null;
  const markets = tabs.filter((tab): tab is MarketTab => tab !== 'favourites');
  return markets.find((tab) => listed[tab] > 0) ?? markets[0] ?? tabs[0] ?? null;
}
