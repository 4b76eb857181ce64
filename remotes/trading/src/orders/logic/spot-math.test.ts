import { describe, expect, it } from 'vitest';
import { previewSpotOrder, quantityForShare } from './spot-math';

describe('spot percentage buttons', () => {
  it('buy: a share of the USDT at the price, floored to the quantity decimals', () => {
    // 100 USDT × 25 % ÷ 3 = 8.3333… → 8.333
    expect(quantityForShare({ side: 'buy', percent: 25, usdt: '100', base: '0', price: '3' }, 3)).toBe('8.333');
    expect(quantityForShare({ side: 'buy', percent: 100, usdt: '100', base: '0', price: '3' }, 0)).toBe('33');
  });

  it('sell: a share of the base coin, floored', () => {
    expect(quantityForShare({ side: 'sell', percent: 75, usdt: '0', base: '0.123456789', price: '3' }, 6)).toBe('0.092592');
    expect(quantityForShare({ side: 'sell', percent: 100, usdt: '0', base: '0.5', price: null }, 6)).toBe('0.5');
  });

  it('gives 0 without a balance or a price', () => {
    expect(quantityForShare({ side: 'buy', percent: 50, usdt: null, base: null, price: '3' }, 6)).toBe('0');
    expect(quantityForShare({ side: 'buy', percent: 50, usdt: '10', base: null, price: null }, 6)).toBe('0');
  });
});

describe('spot preview', () => {
  it('buy: total in USDT, fee in the base coin received', () => {
    const p = previewSpotOrder({ side: 'buy', amount: '2', price: '0.15' }, '0.001')!;
    expect(p.total.toFixed()).toBe('0.3');
    expect(p.fee.toFixed()).toBe('0.002');
    expect(p.feeCoin).toBe('base');
    expect(p.receive.toFixed()).toBe('1.998');
    expect(p.paid.toFixed()).toBe('0.3');
  });

  it('sell: the fee is taken from the USDT received', () => {
    const p = previewSpotOrder({ side: 'sell', amount: '2', price: '0.15' }, '0.001')!;
    expect(p.fee.toFixed()).toBe('0.0003');
    expect(p.feeCoin).toBe('usdt');
    expect(p.receive.toFixed()).toBe('0.2997');
    expect(p.paid.toFixed()).toBe('2');
  });

  it('rounds as the server fills: a buy pays the value rounded up, a sell receives it rounded down, fees floored', () => {
    const buy = previewSpotOrder({ side: 'buy', amount: '0.123456789', price: '3.3' }, '0.001')!;
    // 0.123456789 × 3.3 = 0.4074074037 → paid 0.40740741; fee 0.000123456789 → 0.00012345
    expect(buy.total.toFixed()).toBe('0.40740741');
    expect(buy.paid.toFixed()).toBe('0.40740741');
    expect(buy.fee.toFixed()).toBe('0.00012345');
    const sell = previewSpotOrder({ side: 'sell', amount: '0.123456789', price: '3.3' }, '0.001')!;
    expect(sell.total.toFixed()).toBe('0.4074074');
    expect(sell.fee.toFixed()).toBe('0.0004074');
    expect(sell.paid.toFixed()).toBe('0.123456789');
  });
});
