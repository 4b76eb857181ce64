import { describe, expect, it } from 'vitest';
import { searchCoins } from './search-coins';
import { BTC, ETH, SHIB, SOL, XAU } from '../test/coins';

const ALL = [BTC, ETH, SOL, SHIB, XAU];
const found = (query: string) => searchCoins(ALL, query).map((c) => c.symbol);

describe('searching coins', () => {
  it('matches the symbol, the coin and the displayed name, whatever the case', () => {
    expect(found('BTC')).toEqual(['btcusdt']);
    expect(found('eth/usdt')).toEqual(['ethusdt']);
    expect(found('xau')).toEqual(['XAUUSD']);
    expect(found('(1k)')).toEqual(['shibusdt']);
  });

  it('lists names that start with the query before those that only contain it', () => {
    expect(found('s')).toEqual(['solusdt', 'shibusdt', 'btcusdt', 'ethusdt', 'XAUUSD']);
  });

  it('matches nothing for an empty query or one that no coin has', () => {
    expect(found('  ')).toEqual([]);
    expect(found('nope')).toEqual([]);
  });
});
