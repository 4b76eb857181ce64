import { create } from 'zustand';
import { getCoinList, type CoinEntry, type CoinLists } from '@atrium/api';
import { storage } from '../storage';

export interface CoinState {
  /** Second-contract coins (spec §3: from coinList). */
  secondContractCoinList: CoinEntry[];
  /** Spot coins (from currencyList). */
  spotCoinList: CoinEntry[];
  /** Contract coins (from contractList). */
  contractCoinList: CoinEntry[];
  loaded: boolean;
  load(): Promise<void>;
}

function fromLists(lists: CoinLists) {
  return {
    secondContractCoinList: lists.coinList,
    spotCoinList: lists.currencyList,
    contractCoinList: lists.contractList,
  };
}

let loading: Promise<void> | null = null;

export const useCoinStore = create<CoinState>()((set) => ({
  secondContractCoinList: [],
  spotCoinList: [],
  contractCoinList: [],
  loaded: false,
  /** One request at a time: the boot and the market socket's first resync ask together. */
  load() {
    loading ??= getCoinList()
      .then((lists) => {
        storage.setJson('COINS', lists);
        set({ ...fromLists(lists), loaded: true });
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  },
}));

/** The persisted lists paint the first coin rows before the network answers (rule 13). */
export function restoreCoins(): void {
  const lists = storage.getJson<CoinLists>('COINS');
  if (lists) useCoinStore.setState(fromLists(lists));
}

/** Every coin the tenant lists, once per symbol, in list order. */
export function allCoins(state: Pick<CoinState, 'secondContractCoinList' | 'spotCoinList' | 'contractCoinList'>): CoinEntry[] {
  const seen = new Map<string, CoinEntry>();
  for (const coin of [...state.spotCoinList, ...state.contractCoinList, ...state.secondContractCoinList]) {
    if (!seen.has(coin.symbol)) seen.set(coin.symbol, coin);
  }
  return [...seen.values()];
}
