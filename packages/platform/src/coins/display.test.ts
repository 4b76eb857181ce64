import { describe, expect, it } from 'vitest';
import { acceptsPriceUpdate, coinKey, displaySymbol } from './display';

describe('coin display rules', () => {
  it('shows the custom symbol when customizeFlag is 2', () => {
    const btc = { customizeFlag: 1, showSymbol: 'Bitcoin', coin: 'btc', baseCoin: 'usdt', market: 'binance' };
    expect(displaySymbol({ ...btc, customizeFlag: 2 })).toBe('Bitcoin');
    expect(displaySymbol(btc)).toBe('BTC/USDT');
    expect(displaySymbol({ ...btc, coin: 'XAUUSD', market: 'mt5' })).toBe('XAUUSD');
  });
  it('keeps the case of MT5 coins and lowercases the rest', () => {
    expect(coinKey({ market: 'mt5', coin: 'XAUUSD' })).toBe('XAUUSD');
    expect(coinKey({ market: 'binance', coin: 'BTC' })).toBe('btc');
  });
  it('applies a price update only when close and open are above 0', () => {
    expect(acceptsPriceUpdate({ close: '1.5', openPrice: '1.4' })).toBe(true);
    expect(acceptsPriceUpdate({ close: '0', openPrice: '1.4' })).toBe(false);
    expect(acceptsPriceUpdate({ close: '1.5', openPrice: '0' })).toBe(false);
    expect(acceptsPriceUpdate({ close: 'NaN', openPrice: '1' })).toBe(false);
    expect(acceptsPriceUpdate({ close: 'abc', openPrice: '1' })).toBe(false);
    expect(acceptsPriceUpdate({ close: undefined as unknown as string, openPrice: '1' })).toBe(false);
  });
  it('reads plain decimals without bignumber.js and agrees with it on every other shape', () => {
    const positive = ['0.00000001', '67000.5', '1', '10', '0.1'];
    const notPositive = ['0', '0.0', '0.000', '-1', '-0.5', '', '.', '.5e', 'Infinity', '-Infinity'];
    for (const close of positive) expect(acceptsPriceUpdate({ close, openPrice: '1' })).toBe(true);
    for (const close of notPositive) expect(acceptsPriceUpdate({ close, openPrice: '1' })).toBe(false);
    // Shapes the fast path leaves to bignumber.js still count.
    for (const close of ['1e3', '007', '+2', '.5', '1.', 1.5]) expect(acceptsPriceUpdate({ close: close as string, openPrice: '1' })).toBe(true);
  });
});
