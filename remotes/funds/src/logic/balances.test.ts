import { describe, expect, it } from 'vitest';
import type { CoinBalance } from '@atrium/api';
import { availableIn, displayCurrencies, inDisplayCurrency } from './balances';

const row = (coin: string, account: CoinBalance['account'], available: string): CoinBalance => ({
  coin, coinName: coin.toUpperCase(), logo: '', account, available, frozen: '0', valueUsdt: '0',
});

describe('balances', () => {
  it('reads the available amount of a coin in an account', () => {
    const rows = [row('usdt', 'funding', '120.5'), row('usdt', 'spot', '3')];
    expect(availableIn(rows, 'USDT')).toBe('120.5');
    expect(availableIn(rows, 'usdt', 'spot')).toBe('3');
    expect(availableIn(rows, 'btc')).toBe('0');
  });
  it('converts the USDT total into the display currency', () => {
    expect(inDisplayCurrency('100.5', '7.2')?.toFixed()).toBe('723.6');
    expect(inDisplayCurrency('100', undefined)).toBeNull();
  });
  it('lists USD first', () => {
    expect(displayCurrencies({ CNY: '7.2', EUR: '0.9', USD: '1' })).toEqual(['USD', 'CNY', 'EUR']);
  });
});
