import BigNumber from 'bignumber.js';
import type { ContractDirection, TradeConfig } from '@atrium/api';
import { toDecimal, USDT_DECIMALS } from './decimal';

type ContractConfig = TradeConfig['contract'];

/** The ledger keeps amounts to 8 decimals; the server floors a fill's quantity and fee to them. */
const LEDGER_DECIMALS = 8;

/** What a contract order would open, before it is sent. */
export interface ContractPreview {
  /** margin × leverage, USDT. */
  notional: BigNumber;
  /** notional ÷ price, in the base coin. */
  quantity: BigNumber;
  /** notional × feeRate, USDT, charged on top of the margin. */
  fee: BigNumber;
  /** Where the position would be liquidated (see liquidationPrice). */
  liquidationPrice: BigNumber | null;
}

export function previewContractOrder(
  input: { margin: BigNumber.Value; leverage: number; price: BigNumber.Value; direction: ContractDirection },
  config: Pick<ContractConfig, 'feeRate' | 'maintenanceRate'>,
): ContractPreview | null {
  const margin = toDecimal(input.margin);
  const price = toDecimal(input.price);
  if (!margin || !price || !margin.isGreaterThan(0) || !price.isGreaterThan(0) || input.leverage <= 0) return null;
  const notional = margin.times(input.leverage);
  // As the server fills: the quantity and the fee floored to the ledger's 8 decimals.
  const quantity = notional.div(price).decimalPlaces(LEDGER_DECIMALS, BigNumber.ROUND_DOWN);
  return {
    notional,
    quantity,
    fee: notional.times(config.feeRate).decimalPlaces(LEDGER_DECIMALS, BigNumber.ROUND_DOWN),
    liquidationPrice: liquidationPrice({ direction: input.direction, entryPrice: price, quantity, margin }, config.maintenanceRate),
  };
}

/**
 * The price at which an isolated position is liquidated, mirroring the server (server/src/trading/
 * maths.ts): liquidated when equity (margin M + PnL) falls to quantity × price × maintenanceRate,
 * with V = quantity × entry price the entry value and Q the quantity:
 *   long:  M + QP − V = QP·mr  ⇒  P = (V − M) / (Q(1 − mr))   (0 when M ≥ V: never liquidated)
 *   short: M + V − QP = QP·mr  ⇒  P = (V + M) / (Q(1 + mr))
 * For one fill (M = V/L): long E(1 − 1/L)/(1 − mr), short E(1 + 1/L)/(1 + mr).
 */
export function liquidationPrice(
  position: { direction: ContractDirection; entryPrice: BigNumber.Value; quantity: BigNumber.Value; margin: BigNumber.Value },
  maintenanceRate: BigNumber.Value,
): BigNumber | null {
  const entry = toDecimal(position.entryPrice);
  const quantity = toDecimal(position.quantity);
  const margin = toDecimal(position.margin);
  const rate = toDecimal(maintenanceRate);
  if (!entry || !quantity || !margin || !rate || !quantity.isGreaterThan(0)) return null;
  const value = quantity.times(entry);
  if (position.direction === 'long') return BigNumber.max(value.minus(margin).div(quantity.times(rate.negated().plus(1))), 0);
  return value.plus(margin).div(quantity.times(rate.plus(1)));
}

/** Unrealised PnL at `price`: quantity × the move in the position's favour. */
export function unrealisedPnl(position: { direction: ContractDirection; entryPrice: string; quantity: string }, price: BigNumber.Value): BigNumber | null {
  const entry = toDecimal(position.entryPrice);
  const quantity = toDecimal(position.quantity);
  const last = toDecimal(price);
  if (!entry || !quantity || !last) return null;
  const move = position.direction === 'long' ? last.minus(entry) : entry.minus(last);
  return quantity.times(move);
}

/** Return on equity in percent units: PnL ÷ margin × 100. */
export function returnOnEquity(pnl: BigNumber | null, margin: string): BigNumber | null {
  const base = toDecimal(margin);
  if (!pnl || !base || base.isZero()) return null;
  return pnl.div(base).times(100);
}

/**
 * The "All" margin: the most that leaves room for the opening fee, which is taken on top of the
 * margin (margin + margin × leverage × feeRate ≤ available), so available ÷ (1 + leverage ×
 * feeRate), floored to USDT_DECIMALS (rule 8: never up).
 */
export function allMargin(available: BigNumber.Value | null | undefined, leverage: number, feeRate: BigNumber.Value): string {
  const balance = toDecimal(available);
  const rate = toDecimal(feeRate) ?? new BigNumber(0);
  if (!balance || !balance.isGreaterThan(0)) return '0';
  return balance.div(rate.times(leverage).plus(1)).decimalPlaces(USDT_DECIMALS, BigNumber.ROUND_DOWN).toFixed();
}

/** A share (25, 50, 75 %) of the All margin, floored the same way. */
export function shareOfMargin(available: BigNumber.Value | null | undefined, leverage: number, feeRate: BigNumber.Value, percent: number): string {
  const all = new BigNumber(allMargin(available, leverage, feeRate));
  return all.times(percent).div(100).decimalPlaces(USDT_DECIMALS, BigNumber.ROUND_DOWN).toFixed();
}
