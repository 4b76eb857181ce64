import type { CoinEntry } from '@atrium/api';
import { displaySymbol } from '@atrium/platform';

/** Letters and digits only: "BTC/USDT", "btc usdt" and "btcusdt" are the same search. */
const normalise = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * The coins a search matches, by symbol, coin or displayed name, case-insensitively. Coins
 * whose name starts with the query come before those that only contain it; otherwise the
 * list's order is kept. An empty query matches nothing (the screen shows recent searches).
 */
export function searchCoins(coins: readonly CoinEntry[], query: string): CoinEntry[] {
  const wanted = normalise(query);
  if (!wanted) return [];
  const starts: CoinEntry[] = [];
  const contains: CoinEntry[] = [];
  for (const coin of coins) {
    const names = [coin.symbol, coin.coin, displaySymbol(coin)].map(normalise);
    if (names.some((name) => name.startsWith(wanted))) starts.push(coin);
    else if (names.some((name) => name.includes(wanted))) contains.push(coin);
  }
  return [...starts, ...contains];
}
