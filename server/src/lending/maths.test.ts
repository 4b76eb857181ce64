import { describe, expect, it } from 'vitest';
import { Dec } from '../funds/amount.js';
import { allocate, chargedDays, collateralFor, DAY_MS, divideUp, loanInterest } from './maths.js';

const s = (value: Dec) => value.toFixed();

describe('loan days', () => {
  it('counts every begun day, at least one', () => {
    expect(chargedDays(0, 30)).toEqual({ withinTerm: 1, overdue: 0 });
    expect(chargedDays(-5, 30)).toEqual({ withinTerm: 1, overdue: 0 });
    expect(chargedDays(1, 30)).toEqual({ withinTerm: 1, overdue: 0 });
    expect(chargedDays(DAY_MS, 30)).toEqual({ withinTerm: 1, overdue: 0 });
    expect(chargedDays(DAY_MS + 1, 30)).toEqual({ withinTerm: 2, overdue: 0 });
  });

  it('keeps the term at most the term, the days past it overdue', () => {
    expect(chargedDays(7 * DAY_MS, 7)).toEqual({ withinTerm: 7, overdue: 0 });
    expect(chargedDays(7 * DAY_MS + 1, 7)).toEqual({ withinTerm: 7, overdue: 1 });
    expect(chargedDays(12 * DAY_MS - 1, 7)).toEqual({ withinTerm: 7, overdue: 5 });
  });
});

describe('loan interest', () => {
  it('is amount × daily rate % × days, rounded up to 8 decimals', () => {
    expect(s(loanInterest('1000', '0.04', 30, 10 * DAY_MS))).toBe('4');
    expect(s(loanInterest('1000', '0.05', 7, 1))).toBe('0.5');
    // 123.45678901 × 0.0003 = 0.037037036703
    expect(s(loanInterest('123.45678901', '0.03', 90, 1000))).toBe('0.03703704');
    expect(s(loanInterest('100', '0', 7, 3 * DAY_MS))).toBe('0');
  });

  it('charges overdue days at the same rate', () => {
    expect(s(loanInterest('1000', '0.05', 7, 7 * DAY_MS))).toBe('3.5');
    expect(s(loanInterest('1000', '0.05', 7, 9 * DAY_MS + 1))).toBe('5');
  });
});

describe('collateral', () => {
  it('is amount ÷ ltv ÷ price, rounded up to 8 decimals', () => {
    expect(s(collateralFor(new Dec('1000'), '0.5', '50000'))).toBe('0.04');
    expect(s(collateralFor(new Dec('1000'), '0.5', '3'))).toBe('666.66666667');
    expect(s(collateralFor(new Dec('100'), '0.5', '67250.5'))).toBe('0.00297396');
  });

  it('never leaves the loan above ltv of the collateral’s value', () => {
    for (const [amount, price] of [['100', '67250.5'], ['777.77', '3512.42'], ['50000', '0.12187'], ['123.45678901', '29.412']] as const) {
      const collateral = collateralFor(new Dec(amount), '0.5', price);
      expect(collateral.times(price).times('0.5').gte(amount)).toBe(true);
      expect(collateral.minus('0.00000001').times(price).times('0.5').lt(amount)).toBe(true);
    }
  });

  it('rounds up exactly where the 40-decimal division lands on an 8-decimal step', () => {
    const nearlyOne = new Dec(`0.${'9'.repeat(44)}`);
    expect(s(divideUp(new Dec(1), nearlyOne))).toBe('1.00000001');
    expect(s(divideUp(new Dec(1), new Dec(1)))).toBe('1');
  });
});

describe('launch allocation', () => {
  it('gives amount ÷ price when the applications fit the supply', () => {
    const total = new Dec('300');
    expect(allocate(new Dec('100'), total, '1000000', '0.1')).toEqual({ tokens: new Dec('1000'), cost: new Dec('100'), refund: new Dec('0') });
    const odd = allocate(new Dec('10'), total, '1000000', '0.03');
    expect([s(odd.tokens), s(odd.cost), s(odd.refund)]).toEqual(['333.33333333', '10', '0']);
    const dust = allocate(new Dec('1'), total, '1000000', '0.07');
    // 1 ÷ 0.07 = 14.285714285…; 14.28571428 × 0.07 = 0.9999999996 → 1.
    expect([s(dust.tokens), s(dust.cost), s(dust.refund)]).toEqual(['14.28571428', '1', '0']);
    // Exactly at the supply's value is not oversubscribed.
    expect(s(allocate(new Dec('50'), new Dec('100'), '1000', '0.1').tokens)).toBe('500');
  });

  it('shares pro rata when oversubscribed, with exact refunds', () => {
    const total = new Dec('2000');
    const big = allocate(new Dec('1000'), total, '1000', '1');
    expect([s(big.tokens), s(big.cost), s(big.refund)]).toEqual(['500', '500', '500']);
    const third = allocate(new Dec('100'), new Dec('300'), '100', '0.7');
    // 100 × 100 ÷ 300 = 33.333…; × 0.7 = 23.333333331 → 23.33333334.
    expect([s(third.tokens), s(third.cost), s(third.refund)]).toEqual(['33.33333333', '23.33333334', '76.66666666']);
  });

  it('never allocates more than the supply nor costs more than applied', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let round = 0; round < 50; round++) {
      const amounts = Array.from({ length: 1 + Math.floor(random() * 12) }, () => new Dec(Math.floor(random() * 1e12)).shiftedBy(-8).plus('0.00000001'));
      const total = amounts.reduce((sum, a) => sum.plus(a), new Dec(0));
      const supply = new Dec(Math.floor(random() * 1e6) + 1).shiftedBy(-Math.floor(random() * 4));
      const price = new Dec(Math.floor(random() * 1e5) + 1).shiftedBy(-Math.floor(random() * 6));
      const shares = amounts.map((a) => allocate(a, total, supply, price));
      const tokens = shares.reduce((sum, x) => sum.plus(x.tokens), new Dec(0));
      expect(tokens.lte(supply)).toBe(true);
      for (const [i, share] of shares.entries()) {
        expect(share.cost.lte(amounts[i]!)).toBe(true);
        expect(share.refund.gte(0)).toBe(true);
        expect(share.cost.plus(share.refund).eq(amounts[i]!)).toBe(true);
        expect(share.tokens.decimalPlaces()! <= 8 && share.cost.decimalPlaces()! <= 8).toBe(true);
      }
      // Oversubscribed: the whole supply goes out but for the rounding (under 1e-8 per application).
      if (total.gt(supply.times(price))) expect(supply.minus(tokens).lt(new Dec(amounts.length).shiftedBy(-8))).toBe(true);
    }
  });
});
