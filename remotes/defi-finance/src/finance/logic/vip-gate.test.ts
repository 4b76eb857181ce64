import { describe, expect, it } from 'vitest';
import { buyBlock, membersOnly } from './vip-gate';
import { earlyPenaltyAmount, penaltyPercent, redeemReturn } from './penalty';
import { order, product } from '../test/fixtures';

describe('VIP gating', () => {
  it('refuses a level below the product’s, whatever the quota', () => {
    expect(buyBlock(product({ vipLevel: 3, sold: '100000' }), 2)).toBe('vip');
    expect(buyBlock(product({ vipLevel: 3 }), 3)).toBeNull();
    expect(buyBlock(product({ vipLevel: 0 }), 0)).toBeNull();
  });

  it('refuses a product whose quota is sold', () => {
    expect(buyBlock(product({ quota: '1000', sold: '1000' }), 5)).toBe('sold_out');
  });

  it('calls a product members-only from level 1', () => {
    expect(membersOnly(product({ vipLevel: 1 }))).toBe(true);
    expect(membersOnly(product({ vipLevel: 0 }))).toBe(false);
  });
});

describe('early-redemption penalty', () => {
  it('takes the share of the accrued income of a term holding, floored to 8 decimals as the server does', () => {
    expect(earlyPenaltyAmount(order({ days: 30, accrued: '10.0000015' }), '0.5')).toBe('5.00000075');
    expect(earlyPenaltyAmount(order({ days: 30, accrued: '0.000000015' }), '0.5')).toBe('0');
    expect(penaltyPercent('0.25').toFixed()).toBe('25');
  });

  it('never takes more than the principal, and returns the rest of it', () => {
    expect(earlyPenaltyAmount(order({ days: 30, amount: '1', accrued: '10' }), '0.5')).toBe('1');
    expect(redeemReturn(order({ amount: '1000' }), '5.00000075')).toBe('994.99999925');
    expect(redeemReturn(order({ amount: '1000' }), null)).toBe('1000');
  });

  it('costs nothing for a flexible holding, a product without a penalty, or an ended holding', () => {
    expect(earlyPenaltyAmount(order({ days: 0 }), '0.5')).toBeNull();
    expect(earlyPenaltyAmount(order({ days: 30 }), '0')).toBeNull();
    expect(earlyPenaltyAmount(order({ days: 30, status: 2 }), '0.5')).toBeNull();
  });
});
