import type { AssetBalances, CoinBalance, Launch, LoanOrder, LoanProduct, SubscriptionOrder } from '@atrium/api';
import type { MarketDetail } from '@atrium/platform';

export const balance = (over: Partial<CoinBalance>): CoinBalance => ({
  coin: 'usdt', coinName: 'USDT', logo: '', account: 'funding', available: '0', frozen: '0', valueUsdt: '0', ...over,
});

export const assets = (rows: Partial<CoinBalance>[]): AssetBalances => ({ balances: rows.map(balance), totalUsdt: '0', fiatRates: { USD: '1' } });

export const product = (over: Partial<LoanProduct> = {}): LoanProduct => ({
  id: 1, coin: 'usdt', days: 7, dailyRate: '0.1', minAmount: '100', maxAmount: '50000', ltv: '0.5', marginCallLtv: '0.75', liquidationLtv: '0.85',
  overduePenaltyRate: '0.1', collateralCoins: ['btc', 'eth'], ...over,
});

export const loan = (over: Partial<LoanOrder> = {}): LoanOrder => ({
  id: 11, productId: 1, amount: '1000', coin: 'usdt', days: 7, dailyRate: '0.1', collateralCoin: 'btc', collateralAmount: '0.06666667',
  interest: '3', penalty: '0', totalRepayment: '1003', ltv: '0.2', marginCall: false, liquidationPrice: null, returned: null, status: 0, createTime: Date.UTC(2025, 0, 1), dueTime: Date.UTC(2025, 0, 8), repayTime: null, ...over,
});

export const launch = (over: Partial<Launch> = {}): Launch => ({
  id: 5, token: 'atr', name: 'Atrium Token', price: '0.1', supply: '100000', applied: '2500', minAmount: '10', maxAmount: '1000',
  startTime: Date.now() - 3_600_000, endTime: Date.now() + 90_061_000, status: 'open', description: '<p>A token.</p>', ...over,
});

export const application = (over: Partial<SubscriptionOrder> = {}): SubscriptionOrder => ({
  id: 21, launchId: 5, token: 'atr', name: 'Atrium Token', amount: '100', allocated: null, refunded: null, status: 0, createTime: Date.UTC(2025, 0, 1), ...over,
});

export const detail = (close: string): MarketDetail => ({
  close, openPrice: close, change: '0', priceChangePercent: '0', volume: '1', volume2: '1', volume24: '1', high24: close, low24: close, ts: 1,
});
