import { describe, expect, it } from 'vitest';
import { allMargin, closeEstimate, liquidationPrice, previewContractOrder, returnOnEquity, shareOfMargin, unrealisedPnl } from './contract-math';

const config = { feeRate: '0.0005', maintenanceRate: '0.005' };

describe('the contract order preview', () => {
  it('shows notional = margin × leverage, quantity = notional ÷ price and the fee on the notional', () => {
    const preview = previewContractOrder({ margin: '100', leverage: 10, price: '50000', direction: 'long' }, config)!;
    expect(preview.notional.toFixed()).toBe('1000');
    expect(preview.quantity.toFixed()).toBe('0.02');
    expect(preview.fee.toFixed()).toBe('0.5');
  });

  it('estimates the liquidation price where equity meets the maintenance margin', () => {
    // long: E(1 − 1/L)/(1 − mr) = 50000 × 0.9 ÷ 0.995 = 45226.13…
    expect(previewContractOrder({ margin: '100', leverage: 10, price: '50000', direction: 'long' }, config)!.liquidationPrice!.toFixed(4)).toBe('45226.1307');
    // short: E(1 + 1/L)/(1 + mr) = 50000 × 1.1 ÷ 1.005 = 54726.36…
    expect(previewContractOrder({ margin: '100', leverage: 10, price: '50000', direction: 'short' }, config)!.liquidationPrice!.toFixed(4)).toBe('54726.3682');
  });

  it('moves the liquidation price away when margin is added', () => {
    // 0.02 BTC at 50000 with 200 margin: (1000 − 200) ÷ (0.02 × 0.995) = 40201.00…
    expect(liquidationPrice({ direction: 'long', entryPrice: '50000', quantity: '0.02', margin: '200' }, '0.005')!.toFixed(4)).toBe('40201.0050');
  });

  it('never puts a long liquidation below zero', () => {
    expect(liquidationPrice({ direction: 'long', entryPrice: '100', quantity: '1', margin: '500' }, '0.005')!.toFixed()).toBe('0');
  });

  it('floors the quantity and the fee to 8 decimals as the server fills', () => {
    const preview = previewContractOrder({ margin: '10', leverage: 3, price: '7', direction: 'long' }, { feeRate: '0.00033333', maintenanceRate: '0.005' })!;
    expect(preview.quantity.toFixed()).toBe('4.28571428');
    expect(preview.fee.toFixed()).toBe('0.0099999');
  });

  it('previews nothing without a margin or a price', () => {
    expect(previewContractOrder({ margin: '0', leverage: 10, price: '50000', direction: 'long' }, config)).toBeNull();
    expect(previewContractOrder({ margin: '10', leverage: 10, price: '', direction: 'long' }, config)).toBeNull();
  });
});

describe('live PnL and ROE', () => {
  it('gains on a long when the price rises and on a short when it falls, in exact decimals', () => {
    expect(unrealisedPnl({ direction: 'long', entryPrice: '0.1', quantity: '3' }, '0.3')!.toFixed()).toBe('0.6');
    expect(unrealisedPnl({ direction: 'short', entryPrice: '50000', quantity: '0.02' }, '51000')!.toFixed()).toBe('-20');
  });

  it('gives the ROE as PnL over margin in percent', () => {
    const pnl = unrealisedPnl({ direction: 'long', entryPrice: '50000', quantity: '0.02' }, '50500')!;
    expect(returnOnEquity(pnl, '100')!.toFixed()).toBe('10');
    expect(returnOnEquity(pnl, '0')).toBeNull();
  });
});

describe('the All and share buttons', () => {
  it('leave room for the fee and floor to cents', () => {
    // 1000 ÷ (1 + 10 × 0.0005) = 995.0248756… → 995.02
    expect(allMargin('1000', 10, '0.0005')).toBe('995.02');
    expect(shareOfMargin('1000', 10, '0.0005', 25)).toBe('248.75');
  });

  it('give 0 for an empty or unknown balance', () => {
    expect(allMargin('0', 10, '0.0005')).toBe('0');
    expect(allMargin(null, 10, '0.0005')).toBe('0');
  });
});

describe('closing a position, or a share of it', () => {
  const long = { direction: 'long' as const, entryPrice: '50000', quantity: '0.02', margin: '100' };

  it('settles the whole position as the server does: margin + PnL − the closing fee', () => {
    // PnL 0.02 × 1000 = 20; fee 0.02 × 51000 × 0.0005 = 0.51; back 100 + 20 − 0.51.
    const all = closeEstimate(long, '51000', '0.0005')!;
    expect(all.quantity.toFixed()).toBe('0.02');
    expect(all.pnl.toFixed()).toBe('20');
    expect(all.fee.toFixed()).toBe('0.51');
    expect(all.net.toFixed()).toBe('119.49');
  });

  it('closes the share of the quantity that the margin given holds', () => {
    const half = closeEstimate(long, '49000', '0.0005', '50')!;
    expect(half.quantity.toFixed()).toBe('0.01');
    expect(half.pnl.toFixed()).toBe('-10');
    expect(half.fee.toFixed()).toBe('0.245');
    expect(half.net.toFixed()).toBe('39.755');
  });

  it('never returns less than nothing, and charges no fee out of nothing', () => {
    const wiped = closeEstimate({ ...long, direction: 'short' }, '60000', '0.0005')!;
    expect(wiped.pnl.toFixed()).toBe('-200');
    expect(wiped.fee.toFixed()).toBe('0');
    expect(wiped.net.toFixed()).toBe('0');
  });

  it('estimates nothing without a price', () => {
    expect(closeEstimate(long, null, '0.0005')).toBeNull();
  });
});
