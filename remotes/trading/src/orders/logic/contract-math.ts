import BigNumber from 'bignumber.js';
import type { ContractDirection, TradeConfig } from '@atrium/api';
import { toDecimal } from '@atrium/ui/amount';
import { USDT_DECIMALS, type Decimal } from './decimal';

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
  input: { margin: Decimal; leverage: number; price: Decimal; direction: ContractDirection },
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
  position: { direction: ContractDirection; entryPrice: Decimal; quantity: Decimal; margin: Decimal },
  maintenanceRate: Decimal,
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
export function unrealisedPnl(position: { direction: ContractDirection; entryPrice: string; quantity: string }, price: Decimal): BigNumber | null {
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
export function allMargin(available: Decimal | null | undefined, leverage: number, feeRate: Decimal): string {
  const balance = toDecimal(available);
  const rate = toDecimal(feeRate) ?? new BigNumber(0);
  if (!balance || !balance.isGreaterThan(0)) return '0';
  return balance.div(rate.times(leverage).plus(1)).decimalPlaces(USDT_DECIMALS, BigNumber.ROUND_DOWN).toFixed();
}

/** A share (25, 50, 75 %) of the All margin, floored the same way. */
export function shareOfMargin(available: Decimal | null | undefined, leverage: number, feeRate: Decimal, percent: number): string {
  const all = new BigNumber(allMargin(available, leverage, feeRate));
  return all.times(percent).div(100).decimalPlaces(USDT_DECIMALS, BigNumber.ROUND_DOWN).toFixed();
}

/** What closing a position, or the share of it that `money` of its margin holds, would settle. */
export interface CloseEstimate {
  /** The quantity closed, in the base coin. */
  quantity: BigNumber;
  /** The PnL realised on it at the price. */
  pnl: BigNumber;
  /** The closing fee actually charged (never more than what returns). */
  fee: BigNumber;
  /** What returns to the contract account's available balance: margin + PnL (≥ 0) − fee. */
  net: BigNumber;
}

/**
 * A close at `price` as the server settles it (server/src/trading/maths.ts reduceShare, pnlAt,
 * closeFee, settle): the share money ÷ margin of the quantity (floored to 8 decimals; all of it
 * without `money`), its PnL floored, the fee on quantity × price floored, and the margin plus PnL
 * (never below 0) less the fee back to available.
 */
export function closeEstimate(
  position: { direction: ContractDirection; entryPrice: string; quantity: string; margin: string },
  price: Decimal | null,
  feeRate: Decimal,
  money?: Decimal,
): CloseEstimate | null {
  const quantity = toDecimal(position.quantity);
  const margin = toDecimal(position.margin);
  const last = toDecimal(price);
  const rate = toDecimal(feeRate);
  const part = money === undefined ? margin : toDecimal(money);
  if (!quantity || !margin || !last || !rate || !part || !margin.isGreaterThan(0)) return null;
  const closed = part.isEqualTo(margin) ? quantity : quantity.times(part).div(margin).decimalPlaces(LEDGER_DECIMALS, BigNumber.ROUND_DOWN);
  const pnl = unrealisedPnl({ ...position, quantity: closed.toFixed() }, last)?.decimalPlaces(LEDGER_DECIMALS, BigNumber.ROUND_FLOOR);
  if (!pnl) return null;
  const fee = closed.times(last).times(rate).decimalPlaces(LEDGER_DECIMALS, BigNumber.ROUND_DOWN);
  const returned = BigNumber.max(part.plus(pnl), 0);
  const charged = BigNumber.min(fee, returned);
  return { quantity: closed, pnl, fee: charged, net: returned.minus(charged) };
}
