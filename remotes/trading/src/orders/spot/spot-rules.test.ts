import { describe, expect, it } from 'vitest';
import { spotAmountProblem } from './spot-rules';

const base = { price: '2', quantityDecimals: 2, usdt: '100', base: '5', minValue: '1' };

describe('spot amount rules', () => {
  it('checks the quantity decimals of the symbol', () => {
    expect(spotAmountProblem({ ...base, side: 'buy', amount: '1.234' })).toBe('too_many_decimals');
  });
  it('needs an order worth at least the minimum value', () => {
    expect(spotAmountProblem({ ...base, side: 'buy', amount: '0.49' })).toBe('below_min_value');
  });
  it('covers a buy with USDT at the price and a sell with the base coin', () => {
    expect(spotAmountProblem({ ...base, side: 'buy', amount: '50' })).toBeNull();
    expect(spotAmountProblem({ ...base, side: 'buy', amount: '50.01' })).toBe('above_balance');
    expect(spotAmountProblem({ ...base, side: 'sell', amount: '5.01' })).toBe('above_balance');
    expect(spotAmountProblem({ ...base, side: 'sell', amount: '5' })).toBeNull();
  });
});
