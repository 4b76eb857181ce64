import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CoinEntry } from '@atrium/api';

const getMt5Amount = vi.fn(async (coin: string) => (coin === 'XAU' ? '1234.5' : Promise.reject(new Error('not mt5'))));
vi.mock('@atrium/api', () => ({ getCoinList: vi.fn(), getMt5Amount }));

const { useCoinStore, allCoins } = await import('./coin-store');

const entry = (coin: string, coinType: number, market = coinType === 3 ? 'mt5' : 'spot'): CoinEntry =>
  ({ coin, baseCoin: coinType === 3 ? 'USD' : 'usdt', symbol: `${coin}usdt`, showSymbol: '', customizeFlag: 1, market, coinType, amount: '1', open: '1', logo: '' }) as CoinEntry;

beforeEach(() => {
  getMt5Amount.mockClear();
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
});
