import { create } from 'zustand';
import { getCoinList, getMt5Amount, type CoinEntry, type CoinLists } from '@atrium/api';
import { storage } from '../storage';
import { followRead, type ReadStatus } from './follow-read';

export interface CoinState {
  /** Second-contract coins (spec §3: from coinList). */
  secondContractCoinList: CoinEntry[];
  /** Spot coins (from currencyList). */
  spotCoinList: CoinEntry[];
  /** Contract coins (from contractList). */
  contractCoinList: CoinEntry[];
  loaded: boolean;
  /**
   * Where the read stands (followRead): without lists on hand, screens show a Retry once it
   * `failed`; a failed read is tried again by itself when the browser is back online.
   */
  status: ReadStatus;
  /** The 24 h volume of each MT5 coin (coinType 3) by coin, from getMt5Amount (spec §7). */
  mt5Volumes: Record<string, string>;
  load(): Promise<void>;
  /**
   * The lists as of `since` (ms since the epoch) or later: joins a request started since then,
   * answers at once when the last answered one was, and asks the server otherwise. The market
   * socket's resync uses it, so its first connection takes the boot's answer instead of a second
   * request, while a reconnection gets a snapshot taken after the prices went stale.
   */
  loadSince(since: number): Promise<void>;
  /** Fetches the MT5 coins' volumes (their DETAIL frames carry none of a venue's own). */
  loadMt5Volumes(): Promise<void>;
}

function fromLists(lists: CoinLists) {
  return {
    secondContractCoinList: lists.coinList,
    spotCoinList: lists.currencyList,
    contractCoinList: lists.contractList,
  };
}

/** The request on its way, and when it started. */
let loading: { startedAt: number; done: Promise<void> } | null = null;
/** When the request behind the lists on hand started (null before one has answered). */
let loadedFrom: number | null = null;

const follow = followRead(
  { get: () => useCoinStore.getState().status, set: (status) => useCoinStore.setState({ status }) },
  () => useCoinStore.getState().load(),
);

export const useCoinStore = create<CoinState>()((set, get) => ({
  secondContractCoinList: [],
  spotCoinList: [],
  contractCoinList: [],
  loaded: false,
  status: 'loading',
  mt5Volumes: {},
  /** One request at a time: the boot and the market socket's first resync ask together. */
  load() {
    if (loading) return loading.done;
    const startedAt = Date.now();
    const done = follow(
      getCoinList().then((lists) => {
        storage.setJson('COINS', lists);
        loadedFrom = startedAt;
        set({ ...fromLists(lists), loaded: true });
      }),
    ).finally(() => {
      loading = null;
    });
    loading = { startedAt, done };
    return done;
  },
  loadSince(since) {
    if (loading && loading.startedAt >= since) return loading.done;
    if (!loading && loadedFrom !== null && loadedFrom >= since) return Promise.resolve();
    // A request started before `since` may answer with older prices: wait for it, then ask again.
    return loading ? loading.done.catch(() => undefined).then(() => get().load()) : get().load();
  },
  async loadMt5Volumes() {
    const coins = [...new Set(allCoins(get()).filter((c) => c.coinType === 3).map((c) => c.coin))];
    const answers = await Promise.allSettled(coins.map((coin) => getMt5Amount(coin)));
    const volumes: Record<string, string> = { ...get().mt5Volumes };
    answers.forEach((answer, i) => {
      if (answer.status === 'fulfilled') volumes[coins[i]!] = answer.value;
    });
    set({ mt5Volumes: volumes });
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
