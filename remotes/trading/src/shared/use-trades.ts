import { useEffect, useState } from 'react';
import { marketHub, type Trade } from '@atrium/platform';

/** How many recent trades the detail screen lists (the second contract's panel shows fewer). */
export const RECENT_TRADES = 20;

/** Newest first, each trade once. */
export function mergeTrades(recent: readonly Trade[], incoming: readonly Trade[], limit = RECENT_TRADES): Trade[] {
  const seen = new Set<string>();
  return [...incoming, ...recent]
    .sort((a, b) => b.ts - a.ts)
    .filter((trade) => !seen.has(trade.id) && seen.add(trade.id))
    .slice(0, limit);
}

/** The market's latest trades of a symbol (TRADE frames), or null until the first frame. */
export function useTrades(symbol: string): Trade[] | null {
  const [trades, setTrades] = useState<{ symbol: string; list: Trade[] } | null>(null);
  useEffect(
    () =>
      marketHub.subscribe('TRADE', symbol, (frame) => {
        if (frame.type !== 'TRADE') return;
        setTrades((before) => ({ symbol, list: mergeTrades(before?.symbol === symbol ? before.list : [], frame.data) }));
      }),
    [symbol],
  );
  return trades?.symbol === symbol ? trades.list : null;
}
