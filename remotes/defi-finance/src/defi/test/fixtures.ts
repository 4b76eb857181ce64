import type { AssetBalances, DefiActivityNotice, DefiInvestment, DefiOrder, DefiOverview } from '@atrium/api';

export const overview = (): DefiOverview => ({
  divideBalance: '10000',
  poolCoin: 'ETH',
  participants: 1284,
  rates: [
    { minAmount: '100', maxAmount: '999.99', rate: '1' },
    { minAmount: '1000', maxAmount: '', rate: '1.5' },
  ],
});

export const activity = (over: Partial<DefiActivityNotice> = {}): DefiActivityNotice => ({
  id: 7,
  type: '1',
  totleAmount: '10000',
  amount: '500',
  beginTimeS: Date.UTC(2025, 0, 1),
  endTimeS: Date.UTC(2025, 0, 1) + 7.5 * 86_400_000,
  status: 1,
  ...over,
});

export const investment = (over: Partial<DefiInvestment> = {}): DefiInvestment => ({
  staked: '1500',
  todayIncome: '15',
  totalIncome: '45.5',
  activities: [activity()],
  ...over,
});

export const order = (over: Partial<DefiOrder> = {}): DefiOrder => ({
  id: 31,
  amount: '1500',
  coin: 'usdt',
  rate: '1.5',
  status: 0,
  income: '45.5',
  createTime: Date.UTC(2025, 0, 2),
  redeemTime: null,
  ...over,
});

export const funding = (usdt: string): AssetBalances => ({
  balances: [
    { coin: 'usdt', coinName: 'USDT', logo: '', account: 'funding', available: usdt, frozen: '0', valueUsdt: usdt },
    { coin: 'usdt', coinName: 'USDT', logo: '', account: 'spot', available: '999999', frozen: '0', valueUsdt: '999999' },
  ],
  totalUsdt: usdt,
  fiatRates: { USD: '1' },
});
