import type { AssetBalances, FinanceOrder, FinanceProduct } from '@atrium/api';

export const product = (over: Partial<FinanceProduct> = {}): FinanceProduct => ({
  id: 1,
  kind: 'financial',
  name: 'Flexible USDT',
  coin: 'usdt',
  dailyRate: '0.5',
  days: 0,
  minAmount: '100',
  maxAmount: '5000',
  vipLevel: 0,
  earlyRedeem: true,
  earlyPenalty: '0',
  quota: '100000',
  sold: '25000',
  description: '<p>Earn every day.</p>',
  ...over,
});

export const order = (over: Partial<FinanceOrder> = {}): FinanceOrder => ({
  id: 11,
  productId: 1,
  productName: 'Flexible USDT',
  kind: 'financial',
  coin: 'usdt',
  amount: '1000',
  dailyRate: '0.5',
  days: 0,
  accrued: '10',
  status: 0,
  canRedeem: true,
  createTime: Date.UTC(2026, 0, 1),
  endTime: null,
  closeTime: null,
  ...over,
});

export const balances = (usdt = '2500.1234567'): AssetBalances => ({
  balances: [
    { coin: 'usdt', coinName: 'Tether', logo: '', account: 'funding', available: usdt, frozen: '0', valueUsdt: usdt },
    { coin: 'usdt', coinName: 'Tether', logo: '', account: 'spot', available: '99999', frozen: '0', valueUsdt: '99999' },
    { coin: 'btc', coinName: 'Bitcoin', logo: '', account: 'funding', available: '0.5', frozen: '0', valueUsdt: '30000' },
  ],
  totalUsdt: '0',
  fiatRates: { USD: '1' },
});
