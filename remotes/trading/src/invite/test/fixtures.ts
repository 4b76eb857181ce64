import type { CoinEntry, InviteSummary, Period, TradeConfig } from '@atrium/api';

export const summary = (over: Partial<InviteSummary> = {}): InviteSummary => ({
  inviteCode: 'AB12CD',
  commissionRate: '0.2',
  invitedCount: 3,
  totalIncome: '12.345678',
  ...over,
});

export const tradeConfig = (): TradeConfig => ({
  contract: { leverages: [1, 5, 10, 20], feeRate: '0.0005', maintenanceRate: '0.005', minMargin: '10' },
  spot: { feeRate: '0.001', minValue: '5' },
});

export const periods = (): Period[] => [
  { id: 2, seconds: 120, payoutRate: '0.9', minAmount: '10', maxAmount: '5000' },
  { id: 1, seconds: 30, payoutRate: '0.85', minAmount: '10', maxAmount: '10000' },
];

export const coin = (over: Partial<CoinEntry> = {}): CoinEntry => ({
  baseCoin: 'usdt', coin: 'btc', symbol: 'btcusdt', showSymbol: '', customizeFlag: 1, market: 'binance', coinType: 1, amount: '0', open: '1', logo: '',
  ...over,
});
