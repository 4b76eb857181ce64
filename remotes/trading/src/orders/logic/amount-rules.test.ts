import { describe, expect, it } from 'vitest';
import { amountProblem, parseTyped, wireDecimal } from './amount-rules';

describe('order amount validation', () => {
  const rules = { decimals: 2, min: '10', max: '1000', balance: '500' };

  it('names each rule a typed amount breaks, in order', () => {
    expect(amountProblem('', rules)).toBe('required');
    expect(amountProblem('   ', rules)).toBe('required');
    expect(amountProblem('abc', rules)).toBe('not_a_number');
    expect(amountProblem('1e3', rules)).toBe('not_a_number');
    expect(amountProblem('-5', rules)).toBe('not_a_number');
    expect(amountProblem('1.2.3', rules)).toBe('not_a_number');
    expect(amountProblem('0', rules)).toBe('not_positive');
    expect(amountProblem('10.123', rules)).toBe('too_many_decimals');
    expect(amountProblem('9.99', rules)).toBe('below_min');
    expect(amountProblem('1000.01', rules)).toBe('above_max');
    expect(amountProblem('500.01', rules)).toBe('above_balance');
    expect(amountProblem('500', rules)).toBeNull();
  });

  it('does not check a balance it does not know yet', () => {
    expect(amountProblem('900', { decimals: 2, balance: null })).toBeNull();
  });

  it('reads a comma as a decimal point and sends the plain number', () => {
    expect(parseTyped('12,5')!.toFixed()).toBe('12.5');
    expect(amountProblem('12,5', { decimals: 2 })).toBeNull();
    expect(wireDecimal('012.50')).toBe('12.5');
    expect(wireDecimal('.5')).toBe('0.5');
  });

  it('compares with decimals, not floats', () => {
    expect(amountProblem('0.3', { decimals: 8, balance: '0.30000000' })).toBeNull();
    expect(amountProblem('0.30000001', { decimals: 8, balance: '0.3' })).toBe('above_balance');
  });
});
