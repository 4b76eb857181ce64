import { describe, expect, it } from 'vitest';
import { detailFromCoin } from './snapshot';

describe('a price snapshot from the coin list', () => {
  it('derives the change and percent from the last price and the 24 h open, as decimals', () => {
    const d = detailFromCoin({ amount: '110.5', open: '100' }, undefined, 5)!;
    expect(d).toMatchObject({ close: '110.5', openPrice: '100', change: '10.5', priceChangePercent: '10.5', ts: 5 });
  });
  it('keeps the volumes it does not carry', () => {
    const previous = { close: '1', openPrice: '1', change: '0', priceChangePercent: '0', volume: '9', volume2: '9', volume24: '9', high24: '2', low24: '1', ts: 1 };
    expect(detailFromCoin({ amount: '1.5', open: '1' }, previous, 2)).toMatchObject({ volume24: '9', high24: '2', close: '1.5' });
  });
  it('gives nothing for a missing or zero price', () => {
    expect(detailFromCoin({ amount: '0', open: '1' }, undefined, 1)).toBeNull();
    expect(detailFromCoin({ amount: 'x', open: '1' }, undefined, 1)).toBeNull();
  });
});
