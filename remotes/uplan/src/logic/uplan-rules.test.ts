import { describe, expect, it } from 'vitest';
import {
  allAmount,
  canTopUp,
  detailsType,
  orderAction,
  orderDetailsType,
  progressPercent,
  progressPercentValue,
  purchaseAmount,
  purchaseLimits,
  purchaseProblem,
  REVIEW_KEYS,
  topUpRoom,
} from './uplan-rules';

const order = (alreadyAmount: string, orderStatus: 1 | 2 | 3 = 1, projectAmount = '1000') => ({ alreadyAmount, projectAmount, orderStatus });

describe('progressPercent', () => {
  it('is alreadyAmount ÷ projectAmount in whole percent, floored and kept within 0–100', () => {
    expect(progressPercent('400', '1000')).toBe(40);
    expect(progressPercent('999.99', '1000')).toBe(99);
    expect(progressPercent('1000', '1000')).toBe(100);
    expect(progressPercent('1200', '1000')).toBe(100);
    expect(progressPercent('5', '0')).toBe(0);
    expect(progressPercent('', '1000')).toBe(0);
  });
  it('gives the share with 2 decimals, floored, for the percent formatter', () => {
    expect(progressPercentValue('1', '3')).toBe('33.33');
    expect(progressPercentValue('999.99', '1000')).toBe('99.99');
    expect(progressPercentValue('1200', '1000')).toBe('100');
    expect(progressPercentValue('5', '0')).toBe('0');
  });
});

describe('orderAction', () => {
  it('labels a full signed order "in income" and offers a top-up otherwise', () => {
    expect(orderAction(order('1000'))).toBe('in_income');
    expect(orderAction(order('1000.0'))).toBe('in_income');
    expect(orderAction(order('999.99999999'))).toBe('replenish');
  });
  it('offers an overdue top-up on overdue orders and a completed label on orderStatus 3', () => {
    expect(orderAction(order('500', 2))).toBe('overdue_replenish');
    expect(orderAction(order('500', 3))).toBe('completed');
    expect(orderAction(order('1000', 3))).toBe('completed');
  });
});

describe('canTopUp and topUpRoom', () => {
  it('allows a top-up only below projectAmount and before completion', () => {
    expect(canTopUp(order('400'))).toBe(true);
    expect(canTopUp(order('400', 2))).toBe(true);
    expect(canTopUp(order('1000'))).toBe(false);
    expect(canTopUp(order('400', 3))).toBe(false);
    expect(topUpRoom(order('400.5'))).toBe('599.5');
    expect(topUpRoom(order('1000'))).toBe('0');
  });
});

describe('review labels and details types', () => {
  it('maps reviewStatus 0, 1, 2 to waiting, in income, completed', () => {
    expect(REVIEW_KEYS).toEqual({ 0: 'review_waiting', 1: 'review_income', 2: 'review_completed' });
  });
  it('reads the type parameter and opens overdue orders as type 3', () => {
    expect([detailsType('1'), detailsType('3'), detailsType('4'), detailsType(null)]).toEqual([1, 3, null, null]);
    expect([orderDetailsType({ orderStatus: 1 }), orderDetailsType({ orderStatus: 2 })]).toEqual([2, 3]);
  });
});

describe('All', () => {
  it('fills in projectAmount for a product and what is left to full for an order', () => {
    expect(allAmount({ kind: 'product', product: { limitMin: '100', projectAmount: '1000.00' } })).toBe('1000');
    expect(allAmount({ kind: 'order', order: order('250.25') })).toBe('749.75');
  });
  it('floors to the amount decimals, never rounding up', () => {
    expect(allAmount({ kind: 'product', product: { limitMin: '1', projectAmount: '1000.123456789' } })).toBe('1000.12345678');
    expect(allAmount({ kind: 'order', order: order('0.000000009', 1, '1') })).toBe('0.99999999');
  });
  it('names the limits the field says before they bite', () => {
    expect(purchaseLimits({ kind: 'product', product: { limitMin: '100.00', projectAmount: '1000.00' } })).toEqual({ min: '100', max: '1000' });
    expect(purchaseLimits({ kind: 'order', order: order('400') })).toEqual({ min: null, max: '600' });
  });
});

describe('purchaseProblem', () => {
  const product = { kind: 'product' as const, product: { limitMin: '100', projectAmount: '1000' } };
  it('refuses a product amount below limitMin, naming it, and above projectAmount', () => {
    expect(purchaseProblem('99.99999999', product)).toEqual({ kind: 'minimum', min: '100' });
    expect(purchaseProblem('100', product)).toBeNull();
    expect(purchaseProblem('1000', product)).toBeNull();
    expect(purchaseProblem('1000.00000001', product)).toEqual({ kind: 'cap', max: '1000' });
  });
  it('caps a top-up at what is left to full', () => {
    const target = { kind: 'order' as const, order: order('400') };
    expect(purchaseProblem('600', target)).toBeNull();
    expect(purchaseProblem('600.1', target)).toEqual({ kind: 'cap', max: '600' });
    expect(purchaseProblem('1', { kind: 'order', order: order('1000') })).toEqual({ kind: 'cap', max: '0' });
  });
  it('reports an empty, malformed or zero amount first, never reading it another way', () => {
    expect(purchaseProblem('', product)).toEqual({ kind: 'amount', error: 'required' });
    expect(purchaseProblem('1.2.3', product)).toEqual({ kind: 'amount', error: 'decimal_marks' });
    expect(purchaseProblem('1e3', product)).toEqual({ kind: 'amount', error: 'exponent' });
    expect(purchaseProblem('-300', product)).toEqual({ kind: 'amount', error: 'negative' });
    expect(purchaseProblem('100.000000001', product)).toEqual({ kind: 'amount', error: 'decimals' });
    expect(purchaseProblem('0', product)).toEqual({ kind: 'amount', error: 'zero' });
  });
  it('reads the amount the reader’s way and sends it as a plain decimal', () => {
    expect(purchaseProblem('1,000', product, 'en-US')).toBeNull();
    expect(purchaseProblem('999,5', product, 'de')).toBeNull();
    expect(purchaseProblem('1.000,5', product, 'de')).toEqual({ kind: 'cap', max: '1000' });
    expect(purchaseAmount('1,000.5', 'en-US')).toBe('1000.5');
    expect(purchaseAmount('999,5', 'de')).toBe('999.5');
    expect(purchaseAmount('1e3', 'en-US')).toBeNull();
  });

  it('asks for no more than the funding account holds, once the balance is known, after the plan’s own limits', () => {
    expect(purchaseProblem('400', product, undefined, '300')).toEqual({ kind: 'amount', error: 'insufficient' });
    expect(purchaseProblem('300', product, undefined, '300')).toBeNull();
    expect(purchaseProblem('50', product, undefined, '300')).toEqual({ kind: 'minimum', min: '100' });
    expect(purchaseProblem('400', product)).toBeNull();
  });
});
