import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CoinEntry, CoinLists } from '@atrium/api';

const getMt5Amount = vi.fn(async (coin: string) => (coin === 'XAU' ? '1234.5' : Promise.reject(new Error('not mt5'))));
/** Each getCoinList call waits here until the test answers it. */
const answers: ((lists: CoinLists) => void)[] = [];
const getCoinList = vi.fn(() => new Promise<CoinLists>((resolve) => answers.push(resolve)));
vi.mock('@atrium/api', () => ({ getCoinList, getMt5Amount }));

const { useCoinStore, allCoins } = await import('./coin-store');

const entry = (coin: string, coinType: number, market = coinType === 3 ? 'mt5' : 'spot'): CoinEntry =>
  ({ coin, baseCoin: coinType === 3 ? 'USD' : 'usdt', symbol: `${coin}usdt`, showSymbol: '', customizeFlag: 1, market, coinType, amount: '1', open: '1', logo: '' }) as CoinEntry;

beforeEach(() => {
  getMt5Amount.mockClear();
  getCoinList.mockClear();
  useCoinStore.setState({ spotCoinList: [], contractCoinList: [], secondContractCoinList: [], mt5Volumes: {} });
});

describe('the coin store', () => {
  it('lists every coin once, in list order', () => {
    const btc = entry('btc', 1);
    const eth = entry('eth', 1);
    expect(allCoins({ spotCoinList: [btc], contractCoinList: [eth, btc], secondContractCoinList: [eth] }).map((c) => c.coin)).toEqual(['btc', 'eth']);
  });

  it('asks getMt5Amount for each MT5 coin once and keeps the volumes that came', async () => {
    const xau = entry('XAU', 3);
    const xag = entry('XAG', 3);
    useCoinStore.setState({ spotCoinList: [entry('btc', 1)], contractCoinList: [xau], secondContractCoinList: [xau, xag] });
    await useCoinStore.getState().loadMt5Volumes();
    expect(getMt5Amount.mock.calls.map(([coin]) => coin)).toEqual(['XAU', 'XAG']);
    expect(useCoinStore.getState().mt5Volumes).toEqual({ XAU: '1234.5' });
  });

  it('asks for the coin lists once at a time, and a resync takes lists asked for since the time it names', async () => {
    const lists = (coin: string): CoinLists => ({ coinList: [], currencyList: [entry(coin, 1)], contractList: [] });
    const answer = (coin: string) => answers.shift()!(lists(coin));
    const store = useCoinStore.getState();
    // The boot's request and the socket's first resync (no time named) share one request.
    const boot = store.load();
    const firstResync = store.loadSince(Number.NEGATIVE_INFINITY);
    expect(getCoinList).toHaveBeenCalledOnce();
    answer('btc');
    await Promise.all([boot, firstResync]);
    expect(useCoinStore.getState().spotCoinList.map((c) => c.coin)).toEqual(['btc']);
    // Lists asked for before the prices went stale answer at once only for an earlier time.
    await store.loadSince(Date.now() - 60_000);
    expect(getCoinList).toHaveBeenCalledOnce();
    const afterLoss = store.loadSince(Date.now() + 1);
    expect(getCoinList).toHaveBeenCalledTimes(2);
    answer('eth');
    await afterLoss;
    expect(useCoinStore.getState().spotCoinList.map((c) => c.coin)).toEqual(['eth']);
  });

  it('waits for a request started before the loss, then asks again', async () => {
    const store = useCoinStore.getState();
    const early = store.load();
    const lostAt = Date.now() + 1;
    const resync = store.loadSince(lostAt);
    expect(getCoinList).toHaveBeenCalledOnce();
    answers.shift()!({ coinList: [], currencyList: [entry('sol', 1)], contractList: [] });
    await early;
    await vi.waitFor(() => expect(getCoinList).toHaveBeenCalledTimes(2));
    answers.shift()!({ coinList: [], currencyList: [entry('ada', 1)], contractList: [] });
    await resync;
    expect(useCoinStore.getState().spotCoinList.map((c) => c.coin)).toEqual(['ada']);
  });
});
