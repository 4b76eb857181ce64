import { describe, expect, it } from 'vitest';
import { spotAmountProblem } from './spot-rules';

const base = { price: '2', quantityDecimals: 2, usdt: '100', base: '5', minValue: '1' };

describe('spot amount rules', () => {
  it('reads the quantity with the kit, with the decimals of the symbol', () => {
    expect(spotAmountProblem({ ...base, side: 'buy', amount: '' })).toBe('required');
    expect(spotAmountProblem({ ...base, side: 'buy', amount: '1.234' })).toBe('decimals');
    expect(spotAmountProblem({ ...base, side: 'buy', amount: '1e3' })).toBe('exponent');
    expect(spotAmountProblem({ ...base, side: 'buy', amount: '0' })).toBe('zero');
    expect(spotAmountProblem({ ...base, side: 'buy', amount: '1000000000000000' })).toBe('digits');
  });
  it('needs an order worth at least the minimum value', () => {
    expect(spotAmountProblem({ ...base, side: 'buy', amount: '0.49' })).toBe('below_min_value');
    expect(spotAmountProblem({ ...base, side: 'buy', amount: '0.5' })).toBeNull();
  });
  it('covers a buy with USDT at the price and a sell with the base coin', () => {
    expect(spotAmountProblem({ ...base, side: 'buy', amount: '50' })).toBeNull();
    expect(spotAmountProblem({ ...base, side: 'buy', amount: '50.01' })).toBe('insufficient');
    expect(spotAmountProblem({ ...base, side: 'sell', amount: '5.01' })).toBe('insufficient');
    expect(spotAmountProblem({ ...base, side: 'sell', amount: '5' })).toBeNull();
  });
  it('spends nothing from a balance it does not know yet', () => {
    expect(spotAmountProblem({ ...base, usdt: null, side: 'buy', amount: '1' })).toBe('insufficient');
    expect(spotAmountProblem({ ...base, base: null, side: 'sell', amount: '1' })).toBe('insufficient');
  });
});
