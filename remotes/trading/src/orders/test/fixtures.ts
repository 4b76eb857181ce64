import { vi } from 'vitest';
import type { AssetBalances, CoinBalance, CoinEntry, ContractOrder, ContractPosition, SecondContractOrder, SpotOrder, TradeConfig } from '@atrium/api';
import { marketHub, userSocket, useCoinStore, useSessionStore, type MarketDetail, type ServerFrame, type UserServerFrame } from '@atrium/platform';

export const coin = (symbol: string, over: Partial<CoinEntry> = {}): CoinEntry => ({
  baseCoin: 'usdt', coin: symbol.replace(/usdt$/, ''), symbol, showSymbol: '', customizeFlag: 0, market: 'binance', coinType: 1, amount: '1', open: '1', logo: '', ...over,
});

export const TRADE_CONFIG: TradeConfig = {
  contract: { leverages: [5, 10, 20], feeRate: '0.0005', maintenanceRate: '0.005', minMargin: '10' },
  spot: { feeRate: '0.001', minValue: '5' },
};

const balance = (over: Partial<CoinBalance>): CoinBalance => ({ coin: 'usdt', coinName: 'USDT', logo: '', account: 'funding', available: '0', frozen: '0', valueUsdt: '0', ...over });

export const balances = (rows: Partial<CoinBalance>[]): AssetBalances => ({ balances: rows.map(balance), totalUsdt: '0', fiatRates: { USD: '1' } });

export function detail(close: string, volume = '100.00000'): MarketDetail {
  return { close, openPrice: close, change: '0', priceChangePercent: '0', volume, volume2: '0', volume24: volume, high24: close, low24: close, ts: 1 };
}

/** The coin store and the market as the shell would have them: one list loaded, prices seeded. */
export function marketWith(list: 'contractCoinList' | 'secondContractCoinList' | 'spotCoinList', prices: Record<string, MarketDetail>) {
  useCoinStore.setState({ contractCoinList: [], secondContractCoinList: [], spotCoinList: [], [list]: Object.keys(prices).map((s) => coin(s, { amount: prices[s]!.close })), loaded: true });
  for (const [symbol, d] of Object.entries(prices)) marketHub.applySnapshot(symbol, d);
  useSessionStore.setState({ token: 't', isSign: true, userInfo: { userId: 7 } as never });
}

/** Captures the user socket's listeners so a test can push SETTLEMENT and POSITION frames. */
export function fakeUserSocket() {
  const listeners = new Set<(frame: UserServerFrame) => void>();
  vi.spyOn(userSocket, 'onFrame').mockImplementation((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  });
  return { push: (frame: UserServerFrame) => listeners.forEach((l) => l(frame)) };
}

/** Captures the market hub's DEPTH listeners (other channels go to the real hub). */
export const fakeDepth = () => fakeChannel('DEPTH');

/** Captures the market hub's listeners of one channel (the others go to the real hub). */
export function fakeChannel(only: 'DEPTH' | 'TRADE') {
  const listeners = new Set<(frame: ServerFrame) => void>();
  const subscribe = marketHub.subscribe.bind(marketHub);
  vi.spyOn(marketHub, 'subscribe').mockImplementation((channel, symbol, listener, interval) => {
    if (channel !== only) return subscribe(channel, symbol, listener, interval);
    listeners.add(listener);
    return () => listeners.delete(listener);
  });
  return { push: (frame: ServerFrame) => listeners.forEach((l) => l(frame)) };
}

export const contractOrder = (over: Partial<ContractOrder> = {}): ContractOrder => ({
  id: 1, symbol: 'btcusdt', direction: 'long', type: 'market', price: null, amount: '100', leverage: 10, status: 1, fillPrice: '50000', fee: '0.5',
  positionId: 1, takeProfit: null, stopLoss: null, createTime: 1_700_000_000_000, updateTime: 1_700_000_000_000, ...over,
});

export const position = (over: Partial<ContractPosition> = {}): ContractPosition => ({
  id: 1, symbol: 'btcusdt', direction: 'long', leverage: 10, quantity: '0.02', entryPrice: '50000', margin: '100', fee: '0.5', liquidationPrice: '45250',
  status: 0, closePrice: null, realisedPnl: null, takeProfit: null, stopLoss: null, createTime: 1_700_000_000_000, closeTime: null, ...over,
});

export const secondOrder = (over: Partial<SecondContractOrder> = {}): SecondContractOrder => ({
  id: 1, symbol: 'btcusdt', direction: 'up', amount: '100', seconds: 60, payoutRate: '0.85', openPrice: '50000', openTime: Date.now(), settleTime: Date.now() + 60_000,
  status: 0, closePrice: null, result: null, payout: null, ...over,
});

export const spotOrder = (over: Partial<SpotOrder> = {}): SpotOrder => ({
  id: 1, symbol: 'dogeusdt', side: 'buy', type: 'limit', price: '0.15', amount: '100', status: 0, fillPrice: null, fee: null, feeCoin: null,
  createTime: 1_700_000_000_000, updateTime: 1_700_000_000_000, ...over,
});
