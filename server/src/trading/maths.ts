import type { ContractDirection, SecondDirection, SecondOrderResult, SpotSide } from '../contract.js';
import { AMOUNT_DECIMALS, Dec, floorAmount } from '../funds/amount.js';

/**
 * The arithmetic of trading, pure and in bignumber.js (rule 8). Money that moves is rounded to
 * 8 decimals (the ledger's amounts), always in the house's favour: what the user is paid rounds
 * down, what the user pays rounds up; fees round down. Prices and entry values are kept exact.
 */

/** To 8 decimals, toward −∞ (a loss never shrinks, a profit never grows by rounding). */
export const floorSigned = (value: Dec) => value.decimalPlaces(AMOUNT_DECIMALS, Dec.ROUND_FLOOR);
/** To 8 decimals, up (what a user pays). */
export const ceilAmount = (value: Dec) => value.decimalPlaces(AMOUNT_DECIMALS, Dec.ROUND_UP);
/** A price to show: at most 12 decimals, half up, no trailing zeros. */
export const displayPrice = (value: Dec) => value.decimalPlaces(12, Dec.ROUND_HALF_UP).toFixed();

// ---- Contract ------------------------------------------------------------------------------

/** What a position is, for its maths: size, Σ quantity × fill price, and the margin it holds. */
export interface Exposure {
  direction: ContractDirection;
  quantity: Dec;
  entryValue: Dec;
  margin: Dec;
}

export interface OpenFill {
  /** margin × leverage: what the opening fee is charged on. */
  notional: Dec;
  /** notional / price, floored to 8 decimals. */
  quantity: Dec;
  /** quantity × price, exact. */
  entryValue: Dec;
  /** notional × feeRate, floored. */
  fee: Dec;
}

/** A fill of `margin` at `leverage` and `price`; quantity zero means the order is too small to fill. */
export function openFill(margin: Dec, leverage: number, price: Dec, feeRate: string): OpenFill {
  const notional = margin.times(leverage);
  const quantity = floorAmount(notional.div(price));
  return { notional, quantity, entryValue: quantity.times(price), fee: floorAmount(notional.times(feeRate)) };
}

/** The average entry price: entryValue / quantity (0 for an empty position). */
export const entryPrice = (p: Pick<Exposure, 'quantity' | 'entryValue'>) => (p.quantity.isZero() ? new Dec(0) : p.entryValue.div(p.quantity));

/** Unrealised PnL at `price`, exact: long quantity × price − entryValue, short the reverse. */
export function pnlAt(p: Exposure, price: Dec): Dec {
  const value = p.quantity.times(price);
  return p.direction === 'long' ? value.minus(p.entryValue) : p.entryValue.minus(value);
}

/** margin + PnL at `price`. */
export const equityAt = (p: Exposure, price: Dec) => p.margin.plus(pnlAt(p, price));

/** quantity × price × maintenanceRate: the equity below which (or at which) the position is liquidated. */
export const maintenanceAt = (p: Exposure, price: Dec, maintenanceRate: string) => p.quantity.times(price).times(maintenanceRate);

/** Liquidated at `price` when equity ≤ maintenance (the exact test; liquidationPrice is its solution for price). */
export const isLiquidated = (p: Exposure, price: Dec, maintenanceRate: string) => !p.quantity.isZero() && equityAt(p, price).lte(maintenanceAt(p, price, maintenanceRate));

/**
 * The price at which equity equals maintenance, with M margin, V entry value, Q quantity, mr the
 * maintenance rate:
 *   long:  M + QP − V = QP·mr  ⇒  P = (V − M) / (Q(1 − mr))   (0 when M ≥ V: never liquidated)
 *   short: M + V − QP = QP·mr  ⇒  P = (V + M) / (Q(1 + mr))
 * With one fill (V = QE, M ≈ V/L): long E(1 − 1/L)/(1 − mr), short E(1 + 1/L)/(1 + mr).
 */
export function liquidationPrice(p: Exposure, maintenanceRate: string): Dec {
  if (p.quantity.isZero()) return new Dec(0);
  if (p.direction === 'long') {
    const price = p.entryValue.minus(p.margin).div(p.quantity.times(new Dec(1).minus(maintenanceRate)));
    return Dec.max(price, 0);
  }
  return p.entryValue.plus(p.margin).div(p.quantity.times(new Dec(1).plus(maintenanceRate)));
}

/** The closing fee: quantity × price × feeRate (the notional at the closing price), floored. */
export const closeFee = (quantity: Dec, price: Dec, feeRate: string) => floorAmount(quantity.times(price).times(feeRate));

export interface Settlement {
  /** The margin leaving the frozen bucket. */
  margin: Dec;
  /** What returns to available before the fee: margin + PnL, never below 0. */
  returned: Dec;
  /** What the house pays (> 0: the user's profit) or takes (< 0: the loss it covers): returned − margin. */
  housePays: Dec;
  /** The fee actually charged: at most what returned, so the fee never reaches the user's other funds. */
  fee: Dec;
  /** returned − fee: the user's net credit. */
  net: Dec;
}

/**
 * Settling margin with a realised PnL and a fee: the user gets margin + PnL − fee, never below 0;
 * a loss beyond the margin is the house's. A liquidation settles with fee 0.
 */
export function settle(margin: Dec, pnl: Dec, fee: Dec): Settlement {
  const returned = Dec.max(margin.plus(pnl), 0);
  const charged = Dec.min(fee, returned);
  return { margin, returned, housePays: returned.minus(margin), fee: charged, net: returned.minus(charged) };
}

/**
 * The part of a position a partial close of `money` margin takes: share = money / margin; its
 * quantity floored to 8 decimals, its entry value in proportion (exact enough to keep the average
 * entry price of the rest).
 */
export function reduceShare(p: Exposure, money: Dec): { quantity: Dec; entryValue: Dec; margin: Dec } {
  const quantity = floorAmount(p.quantity.times(money).div(p.margin));
  const entryValue = p.quantity.isZero() ? new Dec(0) : p.entryValue.times(quantity).div(p.quantity);
  return { quantity, entryValue, margin: money };
}

/** A limit order fills when the price reaches it: long at or below the limit, short at or above. */
export const contractLimitReached = (direction: ContractDirection, limit: Dec, price: Dec) => (direction === 'long' ? price.lte(limit) : price.gte(limit));

/** Take-profit reached: long at or above it, short at or below. */
export const takeProfitReached = (direction: ContractDirection, trigger: Dec, price: Dec) => (direction === 'long' ? price.gte(trigger) : price.lte(trigger));
/** Stop-loss reached: long at or below it, short at or above. */
export const stopLossReached = (direction: ContractDirection, trigger: Dec, price: Dec) => (direction === 'long' ? price.lte(trigger) : price.gte(trigger));

/** Whether a trigger sits on its side of the reference price: a long's TP above, SL below; a short's the reverse. */
export function triggerSideOk(direction: ContractDirection, kind: 'takeProfit' | 'stopLoss', trigger: Dec, reference: Dec): boolean {
  const above = trigger.gt(reference);
  const below = trigger.lt(reference);
  if (kind === 'takeProfit') return direction === 'long' ? above : below;
  return direction === 'long' ? below : above;
}

// ---- Second contract -----------------------------------------------------------------------

/** win when the price moved the chosen way (strictly), draw when unchanged, lose otherwise. */
export function secondResult(direction: SecondDirection, openPrice: Dec, closePrice: Dec): SecondOrderResult {
  if (closePrice.eq(openPrice)) return 'draw';
  return closePrice.gt(openPrice) === (direction === 'up') ? 'win' : 'lose';
}

/** What returns to the account: a win amount × (1 + payoutRate) floored, a draw the amount, a loss 0. */
export function secondPayout(amount: Dec, payoutRate: string, result: SecondOrderResult): Dec {
  if (result === 'win') return floorAmount(amount.times(new Dec(1).plus(payoutRate)));
  return result === 'draw' ? amount : new Dec(0);
}

// ---- Spot ----------------------------------------------------------------------------------

export interface SpotFill {
  /** What leaves the user: USDT on a buy (quantity × price, rounded up), the coin on a sell. */
  paid: Dec;
  /** What the user receives before the fee: the coin on a buy, USDT on a sell (rounded down). */
  gross: Dec;
  /** gross × feeRate, floored, in the received coin. */
  fee: Dec;
}

export function spotFill(side: SpotSide, quantity: Dec, price: Dec, feeRate: string): SpotFill {
  const value = quantity.times(price);
  const paid = side === 'buy' ? ceilAmount(value) : quantity;
  const gross = side === 'buy' ? quantity : floorAmount(value);
  return { paid, gross, fee: floorAmount(gross.times(feeRate)) };
}

/** A limit buy fills at or below its price, a limit sell at or above. */
export const spotLimitReached = (side: SpotSide, limit: Dec, price: Dec) => (side === 'buy' ? price.lte(limit) : price.gte(limit));
