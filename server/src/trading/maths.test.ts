import { describe, expect, it } from 'vitest';
import { Dec } from '../funds/amount.js';
import { TRADE_CONFIG } from './config.js';
import {
  closeFee,
  contractLimitReached,
  entryPrice,
  equityAt,
  isLiquidated,
  liquidationPrice,
  maintenanceAt,
  openFill,
  pnlAt,
  reduceShare,
  secondPayout,
  secondResult,
  settle,
  spotFill,
  spotLimitReached,
  stopLossReached,
  takeProfitReached,
  triggerSideOk,
  type Exposure,
} from './maths.js';

const d = (v: string | number) => new Dec(v);
const { feeRate, maintenanceRate: mr } = TRADE_CONFIG.contract;
const s = (v: Dec) => v.toFixed();

/** A position opened with one fill of `margin` at `leverage` and `price`. */
const opened = (direction: 'long' | 'short', margin: string, leverage: number, price: string): Exposure => {
  const fill = openFill(d(margin), leverage, d(price), feeRate);
  return { direction, quantity: fill.quantity, entryValue: fill.entryValue, margin: d(margin) };
};

describe('contract maths', () => {
  it('opens: notional margin × leverage, quantity floored to 8 decimals, fee on the notional', () => {
    const fill = openFill(d(100), 10, d('50000'), feeRate);
    expect([s(fill.notional), s(fill.quantity), s(fill.entryValue), s(fill.fee)]).toEqual(['1000', '0.02', '1000', '0.5']);
    // 1000 / 67250.5 = 0.01486977…: floored; the entry value is the exact quantity × price.
    const odd = openFill(d(100), 10, d('67250.5'), feeRate);
    expect([s(odd.quantity), s(odd.entryValue), s(odd.fee)]).toEqual(['0.01486977', '999.999467385', '0.5']);
    expect(s(openFill(d('10.00000001'), 3, d(1), feeRate).fee)).toBe('0.015'); // 30.00000003 × 0.0005 floored
  });

  it('PnL: long (price − entry) × quantity, short (entry − price) × quantity', () => {
    const long = opened('long', '100', 10, '50000');
    const short = opened('short', '100', 10, '50000');
    expect(s(pnlAt(long, d(51000)))).toBe('20');
    expect(s(pnlAt(long, d(49000)))).toBe('-20');
    expect(s(pnlAt(short, d(51000)))).toBe('-20');
    expect(s(pnlAt(short, d(48000)))).toBe('40');
    expect(s(equityAt(long, d(51000)))).toBe('120');
    expect(s(maintenanceAt(long, d(50000), mr))).toBe('5');
  });

  it('averages the entry price by quantity', () => {
    const a = openFill(d(100), 10, d(50000), feeRate);
    const b = openFill(d(100), 10, d(40000), feeRate);
    const position = { quantity: a.quantity.plus(b.quantity), entryValue: a.entryValue.plus(b.entryValue) };
    // 0.02 at 50000 + 0.025 at 40000 → 2000 / 0.045
    expect(entryPrice(position).toFixed(6)).toBe('44444.444444');
  });

  it('liquidation price: where equity equals maintenance, both directions', () => {
    const long = opened('long', '100', 10, '50000');
    const short = opened('short', '100', 10, '50000');
    // long: (V − M) / (Q (1 − mr)) = 900 / (0.02 × 0.995)
    expect(liquidationPrice(long, mr).toFixed(8)).toBe('45226.13065326');
    // short: (V + M) / (Q (1 + mr)) = 1100 / (0.02 × 1.005)
    expect(liquidationPrice(short, mr).toFixed(8)).toBe('54726.36815920');
    // The closed forms E(1 − 1/L)/(1 − mr) and E(1 + 1/L)/(1 + mr).
    expect(liquidationPrice(long, mr).toFixed(8)).toBe(d(50000).times(0.9).div(d(1).minus(mr)).toFixed(8));
    expect(liquidationPrice(short, mr).toFixed(8)).toBe(d(50000).times(1.1).div(d(1).plus(mr)).toFixed(8));
    // At 1× a long can never be liquidated: its liquidation price is 0.
    expect(s(liquidationPrice(opened('long', '100', 1, '50000'), mr))).toBe('0');
  });

  it('the liquidation test agrees with the liquidation price on either side of it', () => {
    for (const leverage of TRADE_CONFIG.contract.leverages) {
      for (const direction of ['long', 'short'] as const) {
        const p = opened(direction, '250', leverage, '3512.42');
        const at = liquidationPrice(p, mr);
        if (at.isZero()) continue;
        const safer = direction === 'long' ? at.times(1.0001) : at.times(0.9999);
        const worse = direction === 'long' ? at.times(0.9999) : at.times(1.0001);
        expect(isLiquidated(p, safer, mr)).toBe(false);
        expect(isLiquidated(p, worse, mr)).toBe(true);
        // At the price itself equity equals maintenance (to rounding of the division).
        expect(equityAt(p, at).minus(maintenanceAt(p, at, mr)).abs().lt('1e-20')).toBe(true);
      }
    }
  });

  it('more margin moves the liquidation price away', () => {
    const long = opened('long', '100', 10, '50000');
    expect(liquidationPrice({ ...long, margin: d(200) }, mr).lt(liquidationPrice(long, mr))).toBe(true);
    const short = opened('short', '100', 10, '50000');
    expect(liquidationPrice({ ...short, margin: d(200) }, mr).gt(liquidationPrice(short, mr))).toBe(true);
  });

  it('settles margin + PnL − fee, never below 0, the house covering the rest', () => {
    const profit = settle(d(100), d(20), d('0.51'));
    expect([profit.returned, profit.housePays, profit.fee, profit.net].map(s)).toEqual(['120', '20', '0.51', '119.49']);
    const loss = settle(d(100), d(-30), d('0.35'));
    expect([loss.returned, loss.housePays, loss.fee, loss.net].map(s)).toEqual(['70', '-30', '0.35', '69.65']);
    // Equity below the fee: the fee is what is left, the user gets 0.
    const thin = settle(d(100), d('-99.9'), d('0.5'));
    expect([thin.returned, thin.housePays, thin.fee, thin.net].map(s)).toEqual(['0.1', '-99.9', '0.1', '0']);
    // A loss beyond the margin: nothing back, the house takes the margin only.
    const under = settle(d(100), d(-130), d(0));
    expect([under.returned, under.housePays, under.fee, under.net].map(s)).toEqual(['0', '-100', '0', '0']);
  });

  it('closing fee on quantity × close price', () => {
    expect(s(closeFee(d('0.02'), d(51000), feeRate))).toBe('0.51');
    expect(s(closeFee(d('0.00000001'), d(1), feeRate))).toBe('0');
  });

  it('a partial close takes money / margin of the quantity and the entry value', () => {
    const p = opened('long', '100', 10, '50000');
    const part = reduceShare(p, d(25));
    expect([part.quantity, part.entryValue, part.margin].map(s)).toEqual(['0.005', '250', '25']);
    const rest = { quantity: p.quantity.minus(part.quantity), entryValue: p.entryValue.minus(part.entryValue) };
    expect(s(entryPrice(rest))).toBe('50000');
  });

  it('limit and trigger conditions', () => {
    expect(contractLimitReached('long', d(100), d(100))).toBe(true);
    expect(contractLimitReached('long', d(100), d('100.01'))).toBe(false);
    expect(contractLimitReached('short', d(100), d('100.01'))).toBe(true);
    expect(contractLimitReached('short', d(100), d('99.99'))).toBe(false);
    expect(takeProfitReached('long', d(110), d(110))).toBe(true);
    expect(takeProfitReached('short', d(90), d(91))).toBe(false);
    expect(stopLossReached('long', d(90), d(89))).toBe(true);
    expect(stopLossReached('short', d(110), d(109))).toBe(false);
    expect(triggerSideOk('long', 'takeProfit', d(110), d(100))).toBe(true);
    expect(triggerSideOk('long', 'stopLoss', d(110), d(100))).toBe(false);
    expect(triggerSideOk('short', 'takeProfit', d(90), d(100))).toBe(true);
    expect(triggerSideOk('short', 'stopLoss', d(100), d(100))).toBe(false);
  });
});

describe('second contract maths', () => {
  it('win, lose or draw by the move, strictly', () => {
    expect(secondResult('up', d(100), d('100.01'))).toBe('win');
    expect(secondResult('up', d(100), d('99.99'))).toBe('lose');
    expect(secondResult('down', d(100), d('99.99'))).toBe('win');
    expect(secondResult('down', d(100), d(100))).toBe('draw');
  });

  it('pays amount × (1 + rate) on a win (floored), the amount on a draw, nothing on a loss', () => {
    expect(s(secondPayout(d(100), '0.85', 'win'))).toBe('185');
    expect(s(secondPayout(d('10.00000003'), '0.85', 'win'))).toBe('18.50000005');
    expect(s(secondPayout(d(100), '0.85', 'draw'))).toBe('100');
    expect(s(secondPayout(d(100), '0.85', 'lose'))).toBe('0');
  });
});

describe('spot maths', () => {
  it('a buy pays quantity × price (rounded up) and receives the coin less the fee', () => {
    const buy = spotFill('buy', d('0.1'), d('50000'), TRADE_CONFIG.spot.feeRate);
    expect([buy.paid, buy.gross, buy.fee].map(s)).toEqual(['5000', '0.1', '0.0001']);
    expect(s(spotFill('buy', d('0.00000003'), d('0.333333333'), '0.001').paid)).toBe('0.00000001');
  });

  it('a sell pays the coin and receives USDT (rounded down) less the fee', () => {
    const sell = spotFill('sell', d('0.1'), d('50000.55'), TRADE_CONFIG.spot.feeRate);
    expect([sell.paid, sell.gross, sell.fee].map(s)).toEqual(['0.1', '5000.055', '5.000055']);
  });

  it('limit conditions', () => {
    expect(spotLimitReached('buy', d(100), d(100))).toBe(true);
    expect(spotLimitReached('buy', d(100), d(101))).toBe(false);
    expect(spotLimitReached('sell', d(100), d(101))).toBe(true);
    expect(spotLimitReached('sell', d(100), d(99))).toBe(false);
  });
});
