import type { AssetBalances, CoinBalance, WithdrawCoin } from '@atrium/api';

export const balance = (over: Partial<CoinBalance>): CoinBalance => ({
  coin: 'usdt', coinName: 'USDT', logo: '', account: 'funding', available: '0', frozen: '0', valueUsdt: '0', ...over,
});

export const assets = (over: Partial<AssetBalances> = {}): AssetBalances => ({
  balances: [
    balance({ coin: 'usdt', available: '1000.1234567', frozen: '50', valueUsdt: '1050.1234567' }),
    balance({ coin: 'btc', coinName: 'BTC', available: '0.5', valueUsdt: '32500' }),
    balance({ coin: 'usdt', account: 'spot', available: '20', valueUsdt: '20' }),
  ],
  totalUsdt: '33570.1234567',
  fiatRates: { USD: '1', CNY: '7.2', EUR: '0.9' },
  ...over,
});

export const USDT_WITHDRAW: WithdrawCoin = {
  coin: 'usdt', coinName: 'USDT', logo: '',
  chains: [{ chain: 'TRC20', fee: '1', minAmount: '10', maxAmount: '5000' }],
};

export const TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
