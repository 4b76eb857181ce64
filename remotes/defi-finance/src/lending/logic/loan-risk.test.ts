import { describe, expect, it } from 'vitest';
import { loan } from '../test/fixtures';
import { isMarginCalled, liveLtv, ltvPercent } from './loan-risk';

describe('loan risk', () => {
  it('works out the LTV at the live price, rounded up to 4 decimals as the server does', () => {
    // 1003 owed ÷ (0.04 × 33,000 = 1,320) = 0.759848… → 0.7599.
    expect(liveLtv(loan({ totalRepayment: '1003', collateralAmount: '0.04' }), '33000')?.toFixed()).toBe('0.7599');
    // No live price yet: the server's figure.
    expect(liveLtv(loan({ ltv: '0.5015' }), undefined)?.toFixed()).toBe('0.5015');
    expect(liveLtv(loan({ status: 3, ltv: null }), '33000')).toBeNull();
    expect(ltvPercent('0.75')?.toFixed()).toBe('75');
  });

  it('is margin-called when the server said so or the live LTV is above the threshold', () => {
    const open = loan({ totalRepayment: '1003', collateralAmount: '0.04' });
    expect(isMarginCalled(open, liveLtv(open, '40000'), '0.75')).toBe(false);
    expect(isMarginCalled(open, liveLtv(open, '33000'), '0.75')).toBe(true);
    expect(isMarginCalled(loan({ marginCall: true }), null, '0.75')).toBe(true);
    expect(isMarginCalled(loan({ status: 3, marginCall: false }), null, '0.75')).toBe(false);
  });
});
