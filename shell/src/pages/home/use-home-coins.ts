import { useMemo } from 'react';
import type { CoinEntry } from '@atrium/api';
import { allCoins, useCoinStore, useSettingsStore } from '@atrium/platform';

/** The coins the tenant puts on the home screen (settings.homeCoins), in that order. */
export function useHomeCoins(): { coins: CoinEntry[]; known: boolean } {
  const homeCoins = useSettingsStore((s) => s.settings?.homeCoins);
  const spot = useCoinStore((s) => s.spotCoinList);
  const contract = useCoinStore((s) => s.contractCoinList);
  const second = useCoinStore((s) => s.secondContractCoinList);
  return useMemo(() => {
    const bySymbol = new Map(allCoins({ spotCoinList: spot, contractCoinList: contract, secondContractCoinList: second }).map((c) => [c.symbol, c]));
    const coins = (homeCoins ?? []).flatMap((symbol) => bySymbol.get(symbol) ?? []);
    return { coins, known: homeCoins !== undefined && bySymbol.size > 0 };
  }, [homeCoins, spot, contract, second]);
}
