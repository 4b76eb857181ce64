import { describe, expect, it } from 'vitest';
import type { LoanProduct } from '@atrium/api';
import { byTerm, collateralProblem, collateralRequired, loanDueTime, loanInterest, loanMax, loanTotal } from './loan-math';

describe('loan maths', () => {
  it('charges the daily rate (a percent) of the amount for every day of the term', () => {
    expect(loanInterest('1000', '0.1', 7)?.toFixed()).toBe('7');
    expect(loanInterest('333.33', '0.05', 30)?.toFixed()).toBe('4.99995');
    expect(loanTotal('1000', '0.1', 7)?.toFixed()).toBe('1007');
    expect(loanInterest(null, '0.1', 7)).toBeNull();
    // 100.123456 × 0.05 % × 7 = 0.350432096: charged up to 8 decimals, as the server does.
    expect(loanInterest('100.123456', '0.05', 7)?.toFixed()).toBe('0.3504321');
  });

  it('asks for amount ÷ ltv ÷ price of collateral, rounded up to 8 decimals in one step', () => {
    // 1000 / 0.5 / 30000 = 0.0666666666…: up, not to the nearest.
    expect(collateralRequired('1000', '0.5', '30000')?.toFixed()).toBe('0.06666667');
    // 100 / 0.7 / 3 = 47.619047619…
    expect(collateralRequired('100', '0.7', '3')?.toFixed()).toBe('47.61904762');
    // Exact quotients stay exact.
    expect(collateralRequired('1500', '0.5', '30000')?.toFixed()).toBe('0.1');
    // 1 / 0.7 / 7 = 0.2040816326…
    expect(collateralRequired('1', '0.7', '7')?.toFixed()).toBe('0.20408164');
  });

  it('has no collateral figure without a positive price or ltv', () => {
    expect(collateralRequired('1000', '0.5', undefined)).toBeNull();
    expect(collateralRequired('1000', '0.5', '0')).toBeNull();
    expect(collateralRequired('1000', '0', '30000')).toBeNull();
  });

  it('finds a short collateral balance, and no price as a problem of its own', () => {
    const need = collateralRequired('1000', '0.5', '30000');
    expect(collateralProblem(need, '0.06666666')).toBe('short');
    expect(collateralProblem(need, '0.06666667')).toBeNull();
    expect(collateralProblem(null, '10')).toBe('no_price');
  });

  it('fills Max with what the collateral covers, capped by the product and floored, never needing more than is there', () => {
    const product = { maxAmount: '50000', ltv: '0.5' };
    // 0.1 BTC × 0.5 × 30000 = 1500.
    expect(loanMax(product, '0.1', '30000', 6)).toBe('1500');
    // 0.12345679 × 0.5 × 29999.99 = 1851.8512327… → floored to 6 decimals.
    const most = loanMax(product, '0.12345679', '29999.99', 6);
    expect(most).toBe('1851.851232');
    expect(collateralProblem(collateralRequired(most, '0.5', '29999.99'), '0.12345679')).toBeNull();
    expect(loanMax(product, '10', '30000', 6)).toBe('50000');
    expect(loanMax(product, '10', undefined, 6)).toBe('50000');
  });

  it('falls due the term’s days later, and lists terms shortest first', () => {
    expect(loanDueTime(1_000, 7)).toBe(1_000 + 7 * 86_400_000);
    const product = (id: number, days: number) => ({ id, days }) as LoanProduct;
    expect(byTerm([product(1, 30), product(2, 7), product(3, 14)]).map((p) => p.days)).toEqual([7, 14, 30]);
  });
});
