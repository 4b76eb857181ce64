import { useEffect } from 'react';
import type { CoinEntry } from '@atrium/api';
import { useCoinStore, useSearchParams } from '@atrium/platform';

/** Which of the coin store's lists a screen trades (spec §3 "Coin store"). */
export type Product = 'contract' | 'second' | 'spot';

const LIST = {
  contract: 'contractCoinList',
  second: 'secondContractCoinList',
  spot: 'spotCoinList',
} as const;

export interface TradingSymbol {
  /** The symbol traded ("btcusdt"), or null while the coin list is not known yet. */
  symbol: string | null;
  coin: CoinEntry | null;
  coins: CoinEntry[];
  loaded: boolean;
  /** Switches the symbol (kept in the address, so a reload or a shared link keeps it). */
  choose(symbol: string): void;
}

/**
 * The symbol of a trading screen: `?symbol=` when the product lists it, else the first coin of the
 * product's list. The shell loads the coin list at boot; a deep link that arrives first loads it.
 */
export function useTradingSymbol(product: Product): TradingSymbol {
  const [params, setParams] = useSearchParams();
  const coins = useCoinStore((s) => s[LIST[product]]);
  const loaded = useCoinStore((s) => s.loaded);
  const asked = params.get('symbol');

  useEffect(() => {
    if (!loaded && coins.length === 0) void useCoinStore.getState().load().catch(() => undefined);
  }, [loaded, coins.length]);

  const coin = coins.find((c) => c.symbol === asked) ?? coins[0] ?? null;
  return {
    symbol: coin?.symbol ?? null,
    coin,
    coins,
    loaded: loaded || coins.length > 0,
    choose: (symbol) =>
      setParams(
        (before) => {
          const next = new URLSearchParams(before);
          next.set('symbol', symbol);
          return next;
        },
        { replace: true },
      ),
  };
}
