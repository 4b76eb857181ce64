import { describe, expect, it } from 'vitest';
import type { MarketDetail } from '@atrium/platform';
import { nextSort, sortCoins, type SortInputs } from './sort-coins';
import { BTC, ETH, SHIB, SOL, XAU, detail } from '../test/coins';

const details: Record<string, MarketDetail> = {
  btcusdt: detail('67000', { priceChangePercent: '1.5', volume2: '900' }),
  ethusdt: detail('3500', { priceChangePercent: '-2', volume2: '5000' }),
  solusdt: detail('150', { priceChangePercent: '0.3', volume2: '0', volume: '20' }),
  XAUUSD: detail('2300', { priceChangePercent: '4' }),
};
const inputs: SortInputs = { detail: (symbol) => details[symbol], mt5Volumes: { XAU: '777' } };
const symbols = (sort: Parameters<typeof sortCoins>[1], coins = [BTC, ETH, SOL, XAU]) => sortCoins(coins, sort, inputs).map((c) => c.symbol);

describe('sorting the quote list', () => {
  it('cycles a column ascending, descending, then unsorted; another column starts ascending', () => {
    expect(nextSort(null, 'price')).toEqual({ key: 'price', direction: 'asc' });
    expect(nextSort({ key: 'price', direction: 'asc' }, 'price')).toEqual({ key: 'price', direction: 'desc' });
    expect(nextSort({ key: 'price', direction: 'desc' }, 'price')).toBeNull();
    expect(nextSort({ key: 'price', direction: 'desc' }, 'name')).toEqual({ key: 'name', direction: 'asc' });
  });

  it('keeps the list order when unsorted', () => {
    expect(symbols(null)).toEqual(['btcusdt', 'ethusdt', 'solusdt', 'XAUUSD']);
  });

  it('sorts by the displayed name, case-insensitively', () => {
    expect(symbols({ key: 'name', direction: 'asc' }, [XAU, SHIB, ETH, BTC])).toEqual(['btcusdt', 'ethusdt', 'shibusdt', 'XAUUSD']);
    expect(symbols({ key: 'name', direction: 'desc' }, [XAU, SHIB, ETH, BTC])).toEqual(['XAUUSD', 'shibusdt', 'ethusdt', 'btcusdt']);
  });

  it('sorts by price and by 24 h change as decimals, not text', () => {
    expect(symbols({ key: 'price', direction: 'asc' })).toEqual(['solusdt', 'XAUUSD', 'ethusdt', 'btcusdt']);
    expect(symbols({ key: 'change', direction: 'desc' })).toEqual(['XAUUSD', 'btcusdt', 'solusdt', 'ethusdt']);
  });

  it('sorts by volume: turnover, else base volume, and an MT5 coin by its getMt5Amount volume', () => {
    expect(symbols({ key: 'volume', direction: 'desc' })).toEqual(['ethusdt', 'btcusdt', 'XAUUSD', 'solusdt']);
  });

  it('puts coins without a price last in both directions', () => {
    const noPrice = { ...SOL, symbol: 'newusdt' };
    expect(symbols({ key: 'price', direction: 'asc' }, [noPrice, BTC, ETH])).toEqual(['ethusdt', 'btcusdt', 'newusdt']);
    expect(symbols({ key: 'price', direction: 'desc' }, [noPrice, BTC, ETH])).toEqual(['btcusdt', 'ethusdt', 'newusdt']);
  });
});
