import type { ContractDirection, ContractOrder, ContractPosition, LossSetting, PositionReason, PositionStatus } from '../contract.js';
import { Dec } from '../funds/amount.js';
import { post, systemAccount, userAccount } from '../funds/ledger.js';
import { BusinessError } from '../http/reply.js';
import { requireActive } from './account-status.js';
import { CONTRACT_COIN, TRADE_CONFIG } from './config.js';
import {
  changePosition,
  closePositionRow,
  exposureOf,
  insertOrder,
  lockOrder,
  lockOrderById,
  lockPosition,
  lockPositionById,
  markOrderCancelled,
  markOrderFilled,
  openPositionFor,
  readOrder,
  readPosition,
  saveTriggers,
  setOrderHold,
  toOrder,
  toPosition,
  type OrderRow,
  type PositionRow,
} from './contract-store.js';
import { chargeFee } from './fees.js';
import {
  ceilAmount,
  closeFee,
  contractLimitReached,
  floorSigned,
  isLiquidated,
  openFill,
  pnlAt,
  reduceShare,
  settle,
  stopLossReached,
  takeProfitReached,
  triggerSideOk,
  type Settlement,
} from './maths.js';
import { parseContractDirection, parseLeverage, parseMargin, parseOrderType, parsePrice, parseTrigger } from './parse.js';
import { lastPrice, requireSymbol } from './symbols.js';
import type { Trader, Work } from './work.js';

/**
 * The USDT-margined contract with isolated margin, on the user's `contract` account in USDT.
 * A position's margin sits in the account's frozen bucket; a pending limit order holds its margin
 * and opening fee there too. The house (the tenant's `house` account) is the other side of every
 * PnL. Every function runs inside the caller's transaction (Work) and locks the rows it settles.
 */

const { contract: CONFIG } = TRADE_CONFIG;

export const MSG = {
  positionNotFound: 'Position not found',
  positionClosed: 'This position is already closed',
  orderNotFound: 'Order not found',
  notCancellable: 'Only a pending order can be cancelled',
  notFilled: 'This order has not been filled',
  tooSmall: 'The amount is too small for this price',
  moreThanMargin: "The amount is more than the position's margin",
  keepMargin: "You can take back less than the position's margin",
  wouldLiquidate: 'Taking back this much margin would bring the position to liquidation',
  /** Margin removal stops at the initial margin: below it the position would run above its leverage. */
  keepInitialMargin: (removable: Dec, initial: Dec) =>
    `You can take back at most ${removable.toFixed()} USDT: a position keeps at least its initial margin of ${initial.toFixed()} USDT`,
  noTrigger: 'Please enter a take-profit or a stop-loss price',
} as const;

const account = (t: Trader) => userAccount(t.tenant, t.userId, CONTRACT_COIN, 'contract');
const house = (tenant: string) => systemAccount(tenant, CONTRACT_COIN, 'house');

/** Each trigger on its side of the reference price (the current price, or a limit order's price). */
function checkTriggers(direction: ContractDirection, triggers: { takeProfit: Dec | null; stopLoss: Dec | null }, reference: Dec, name: string): void {
  const side = (kind: 'takeProfit' | 'stopLoss') => {
    const above = (kind === 'takeProfit') === (direction === 'long');
    return above ? 'above' : 'below';
  };
  if (triggers.takeProfit && !triggerSideOk(direction, 'takeProfit', triggers.takeProfit, reference)) {
    throw new BusinessError(`The take-profit price must be ${side('takeProfit')} the ${name}`);
  }
  if (triggers.stopLoss && !triggerSideOk(direction, 'stopLoss', triggers.stopLoss, reference)) {
    throw new BusinessError(`The stop-loss price must be ${side('stopLoss')} the ${name}`);
  }
}

export interface ContractSubmitInput {
  symbol?: string;
  direction?: string;
  type?: string;
  price?: string;
  amount?: string;
  leverage?: number;
  takeProfit?: string;
  stopLoss?: string;
}

/**
 * A new order. Market: fills at once at the last price (margin available → frozen, the opening fee
 * charged). Limit: holds margin + fee (available → frozen) until the price reaches the limit.
 * "Insufficient balance" writes nothing.
 */
export async function submitContractOrder(w: Work, trader: Trader, input: ContractSubmitInput): Promise<ContractOrder> {
  await requireActive(w.tx, trader.userId);
  const { symbol } = await requireSymbol(w.tx, 'contract', input.symbol);
  const direction = parseContractDirection(input.direction);
  const type = parseOrderType(input.type);
  const leverage = parseLeverage(input.leverage);
  const amount = parseMargin(input.amount);
  const price = type === 'limit' ? parsePrice(input.price) : null;
  const reference = price ?? lastPrice(w.market, symbol);
  const triggers = { takeProfit: parseTrigger(input.takeProfit, 'take-profit price'), stopLoss: parseTrigger(input.stopLoss, 'stop-loss price') };
  checkTriggers(direction, triggers, reference, price ? 'limit price' : 'current price');
  if (openFill(amount, leverage, reference, CONFIG.feeRate).quantity.isZero()) throw new BusinessError(MSG.tooSmall);

  const order = await insertOrder(w.tx, { ...trader, symbol, direction, type, price, amount, leverage, ...triggers, now: w.now });
  if (type === 'market') return toOrder((await fill(w, order, reference, false)).order);

  const hold = amount.plus(openFill(amount, leverage, reference, CONFIG.feeRate).fee);
  await post(w.tx, {
    tenant: trader.tenant,
    kind: 'order_hold',
    ref: { type: 'contract_order', id: order.id },
    now: w.now,
    legs: [
      { account: account(trader), amount: hold.negated() },
      { account: account(trader), bucket: 'frozen', amount: hold },
    ],
  });
  await setOrderHold(w.tx, order.id, hold);
  return toOrder(await readOrder(w.tx, order.id));
}

/**
 * Fills an order at `price` into the user's open position of its symbol, direction and leverage
 * (created when there is none): quantity and entry value add up (the entry price averages by
 * quantity), the margin adds, the opening fee is charged. From a hold, the margin is already frozen.
 */
async function fill(w: Work, order: OrderRow, price: Dec, fromHold: boolean): Promise<{ order: OrderRow; position: PositionRow }> {
  const trader = { tenant: order.tenant, userId: order.userId };
  const amount = new Dec(order.amount);
  const opened = openFill(amount, order.leverage, price, CONFIG.feeRate);
  if (opened.quantity.isZero()) throw new BusinessError(MSG.tooSmall);
  const position = await openPositionFor(w.tx, { ...trader, symbol: order.symbol, direction: order.direction, leverage: order.leverage }, w.now);
  const added = new Dec(position.quantity).gt(0);
  const ref = { type: 'contract_order', id: order.id };

  if (fromHold) {
    // The hold was margin + fee, and the fee does not depend on the price: the margin stays frozen
    // as the position's, the fee goes back to available to be charged from there.
    const heldFee = new Dec(order.hold).minus(amount);
    if (!heldFee.eq(opened.fee)) throw new Error(`contract order ${order.id}: held fee ${heldFee.toFixed()} ≠ fee ${opened.fee.toFixed()}`);
    if (heldFee.gt(0)) {
      await post(w.tx, {
        tenant: trader.tenant,
        kind: 'order_release',
        ref,
        now: w.now,
        legs: [
          { account: account(trader), bucket: 'frozen', amount: heldFee.negated() },
          { account: account(trader), amount: heldFee },
        ],
      });
    }
  } else {
    await post(w.tx, {
      tenant: trader.tenant,
      kind: 'contract',
      ref,
      now: w.now,
      legs: [
        { account: account(trader), amount: amount.negated() },
        { account: account(trader), bucket: 'frozen', amount },
      ],
    });
  }
  await chargeFee(w.tx, { ...trader, coin: CONTRACT_COIN, account: 'contract', amount: opened.fee, source: 'contract', ref, now: w.now });
  await changePosition(w.tx, position.id, { quantity: opened.quantity, entryValue: opened.entryValue, margin: amount, fee: opened.fee }, w.now);
  await markOrderFilled(w.tx, order.id, { price, fee: opened.fee, positionId: position.id }, w.now);
  if (order.takeProfit !== null || order.stopLoss !== null) {
    await saveTriggers(
      w.tx,
      { ...trader, id: position.id },
      {
        ...(order.takeProfit !== null ? { takeProfit: new Dec(order.takeProfit) } : {}),
        ...(order.stopLoss !== null ? { stopLoss: new Dec(order.stopLoss) } : {}),
      },
      w.now,
    );
  }
  const after = await readPosition(w.tx, position.id);
  w.outbox.position(trader.tenant, trader.userId, added ? 'add' : 'open', toPosition(after));
  return { order: await readOrder(w.tx, order.id), position: after };
}

/** Cancels a pending limit order: its hold returns to available. */
export async function cancelContractOrder(w: Work, trader: Trader, id: number): Promise<ContractOrder> {
  const order = await lockOrder(w.tx, trader.tenant, trader.userId, id);
  if (!order) throw new BusinessError(MSG.orderNotFound);
  if (order.status !== 0) throw new BusinessError(MSG.notCancellable);
  const hold = new Dec(order.hold);
  if (hold.gt(0)) {
    await post(w.tx, {
      tenant: trader.tenant,
      kind: 'order_release',
      ref: { type: 'contract_order', id },
      now: w.now,
      legs: [
        { account: account(trader), bucket: 'frozen', amount: hold.negated() },
        { account: account(trader), amount: hold },
      ],
    });
  }
  await markOrderCancelled(w.tx, id, w.now);
  return toOrder(await readOrder(w.tx, id));
}

/** Margin and a realised PnL settled: frozen margin out, margin + PnL (≥ 0) to available, the difference to or from the house, then the fee. */
async function postSettlement(w: Work, row: PositionRow, settled: Settlement): Promise<void> {
  const trader = { tenant: row.tenant, userId: row.userId };
  const ref = { type: 'contract_position', id: row.id };
  await post(w.tx, {
    tenant: row.tenant,
    kind: 'contract',
    ref,
    now: w.now,
    legs: [
      { account: account(trader), bucket: 'frozen', amount: settled.margin.negated() },
      { account: account(trader), amount: settled.returned },
      { account: house(row.tenant), amount: settled.housePays.negated() },
    ],
  });
  await chargeFee(w.tx, { ...trader, coin: CONTRACT_COIN, account: 'contract', amount: settled.fee, source: 'contract', ref, now: w.now });
}

const REASON: Record<Exclude<PositionStatus, 0>, PositionReason> = { 1: 'close', 2: 'liquidation', 3: 'takeProfit', 4: 'stopLoss' };

/**
 * Closes a locked open position at `price`: the user gets margin + PnL − closing fee, never below
 * 0 (a loss beyond that is the house's). A liquidation pays no closing fee.
 */
async function closeAt(w: Work, row: PositionRow, price: Dec, status: Exclude<PositionStatus, 0>): Promise<ContractPosition> {
  const exposure = exposureOf(row);
  const pnl = floorSigned(pnlAt(exposure, price));
  const fee = status === 2 ? new Dec(0) : closeFee(exposure.quantity, price, CONFIG.feeRate);
  const settled = settle(exposure.margin, pnl, fee);
  await postSettlement(w, row, settled);
  await closePositionRow(w.tx, row.id, { status, closePrice: price, realisedPnl: pnl, fee: settled.fee }, w.now);
  const after = toPosition(await readPosition(w.tx, row.id));
  w.outbox.position(row.tenant, row.userId, REASON[status], after);
  return after;
}

async function lockOpen(w: Work, trader: Trader, id: number): Promise<PositionRow> {
  const row = await lockPosition(w.tx, trader.tenant, trader.userId, id);
  if (!row) throw new BusinessError(MSG.positionNotFound);
  if (row.status !== 0) throw new BusinessError(MSG.positionClosed);
  return row;
}

/** stopPosition: closes the user's open position at the last price. */
export async function stopPosition(w: Work, trader: Trader, id: number): Promise<ContractPosition> {
  const row = await lockOpen(w, trader, id);
  return closeAt(w, row, lastPrice(w.market, row.symbol), 1);
}

/** stopOrder: closes the position a filled order opened or added to (the whole position). */
export async function stopOrder(w: Work, trader: Trader, orderId: number): Promise<ContractPosition> {
  const order = await lockOrder(w.tx, trader.tenant, trader.userId, orderId);
  if (!order) throw new BusinessError(MSG.orderNotFound);
  if (order.status !== 1 || order.positionId === null) throw new BusinessError(MSG.notFilled);
  return stopPosition(w, trader, order.positionId);
}

/**
 * The margin the position's size needs at its leverage: entry value / leverage, rounded up. What
 * was added above it may be taken back; below it the effective leverage would exceed the one
 * chosen, without bound (issue 21: "not liquidated now" alone let a 10× run at 100×).
 */
const initialMargin = (row: PositionRow) => ceilAmount(exposureOf(row).entryValue.div(row.leverage));

/**
 * adjustPositionMargn: money > 0 adds margin from available; money < 0 takes some back, down to
 * the position's initial margin at most, and while the position stays clear of liquidation at
 * the current price.
 */
export async function adjustMargin(w: Work, trader: Trader, id: number, money: Dec): Promise<ContractPosition> {
  const row = await lockOpen(w, trader, id);
  const exposure = exposureOf(row);
  if (money.lt(0)) {
    const margin = exposure.margin.plus(money);
    const initial = initialMargin(row);
    if (margin.lt(initial)) throw new BusinessError(MSG.keepInitialMargin(Dec.max(exposure.margin.minus(initial), 0), initial));
    if (!margin.gt(0)) throw new BusinessError(MSG.keepMargin);
    if (isLiquidated({ ...exposure, margin }, lastPrice(w.market, row.symbol), CONFIG.maintenanceRate)) throw new BusinessError(MSG.wouldLiquidate);
  }
  await post(w.tx, {
    tenant: trader.tenant,
    kind: 'contract',
    ref: { type: 'contract_position', id },
    now: w.now,
    legs: [
      { account: account(trader), amount: money.negated() },
      { account: account(trader), bucket: 'frozen', amount: money },
    ],
  });
  await changePosition(w.tx, id, { margin: money }, w.now);
  const after = toPosition(await readPosition(w.tx, id));
  w.outbox.position(trader.tenant, trader.userId, 'margin', after);
  return after;
}

/**
 * adjustPositionAmout / adjustAmount flag 1: a market order of `money` margin at the position's
 * leverage into it (an order row records it; the entry price averages; the opening fee is charged).
 */
export async function addToPosition(w: Work, trader: Trader, id: number, moneyText: string | undefined): Promise<ContractPosition> {
  await requireActive(w.tx, trader.userId);
  const row = await lockOpen(w, trader, id);
  const amount = parseMargin(moneyText);
  const order = await insertOrder(w.tx, {
    ...trader,
    symbol: row.symbol,
    direction: row.direction,
    type: 'market',
    price: null,
    amount,
    leverage: row.leverage,
    takeProfit: null,
    stopLoss: null,
    now: w.now,
  });
  return toPosition((await fill(w, order, lastPrice(w.market, row.symbol), false)).position);
}

/**
 * adjustAmount flag 2: closes the share money / margin of the position at the last price: that
 * share's quantity and entry value leave it, its margin (money) is settled with its PnL less the
 * closing fee. The whole margin closes the position.
 */
export async function reducePosition(w: Work, trader: Trader, id: number, money: Dec): Promise<ContractPosition> {
  const row = await lockOpen(w, trader, id);
  const exposure = exposureOf(row);
  const price = lastPrice(w.market, row.symbol);
  if (money.gt(exposure.margin)) throw new BusinessError(MSG.moreThanMargin);
  if (money.eq(exposure.margin)) return closeAt(w, row, price, 1);
  const part = reduceShare(exposure, money);
  if (part.quantity.isZero()) throw new BusinessError(MSG.tooSmall);
  const pnl = floorSigned(pnlAt({ ...exposure, ...part }, price));
  const settled = settle(money, pnl, closeFee(part.quantity, price, CONFIG.feeRate));
  await postSettlement(w, row, settled);
  await changePosition(w.tx, id, { quantity: part.quantity.negated(), entryValue: part.entryValue.negated(), margin: money.negated(), fee: settled.fee, realisedPnl: pnl }, w.now);
  const after = toPosition(await readPosition(w.tx, id));
  w.outbox.position(trader.tenant, trader.userId, 'reduce', after);
  return after;
}

// ---- Take-profit / stop-loss ---------------------------------------------------------------

/** loss/sett: sets (a price), clears ('') or keeps (absent) each trigger of an open position, checked against the current price. */
export async function saveLossSetting(
  w: Work,
  trader: Trader,
  input: { positionId: number; takeProfit?: string; stopLoss?: string },
): Promise<LossSetting> {
  const row = await lockOpen(w, trader, input.positionId);
  if (input.takeProfit === undefined && input.stopLoss === undefined) throw new BusinessError(MSG.noTrigger);
  const takeProfit = input.takeProfit === undefined ? undefined : parseTrigger(input.takeProfit, 'take-profit price');
  const stopLoss = input.stopLoss === undefined ? undefined : parseTrigger(input.stopLoss, 'stop-loss price');
  checkTriggers(row.direction, { takeProfit: takeProfit ?? null, stopLoss: stopLoss ?? null }, lastPrice(w.market, row.symbol), 'current price');
  return saveTriggers(w.tx, { ...trader, id: row.id }, { ...(takeProfit !== undefined ? { takeProfit } : {}), ...(stopLoss !== undefined ? { stopLoss } : {}) }, w.now);
}

// ---- What the market does (the engine) -----------------------------------------------------

/** Fills a pending limit order at its limit price when `price` reached it; undefined when it did not or is no longer pending. */
export async function fillReachedOrder(w: Work, id: number, price: Dec): Promise<ContractOrder | undefined> {
  const order = await lockOrderById(w.tx, id);
  if (!order || order.status !== 0 || order.price === null) return undefined;
  const limit = new Dec(order.price);
  if (!contractLimitReached(order.direction, limit, price)) return undefined;
  const filled = toOrder((await fill(w, order, limit, true)).order);
  w.outbox.settlement(order.tenant, order.userId, { product: 'contract', order: filled });
  return filled;
}

/** What `price` does to an open position: liquidation (2) first, then take-profit (3), then stop-loss (4). */
export function triggerAt(row: PositionRow, price: Dec): Exclude<PositionStatus, 0 | 1> | undefined {
  if (isLiquidated(exposureOf(row), price, CONFIG.maintenanceRate)) return 2;
  if (row.takeProfit !== null && takeProfitReached(row.direction, new Dec(row.takeProfit), price)) return 3;
  if (row.stopLoss !== null && stopLossReached(row.direction, new Dec(row.stopLoss), price)) return 4;
  return undefined;
}

/** Closes an open position when `price` triggers it (re-checked under its lock); answers the closing status. */
export async function closeTriggered(w: Work, id: number, price: Dec): Promise<Exclude<PositionStatus, 0 | 1> | undefined> {
  const row = await lockPositionById(w.tx, id);
  if (!row || row.status !== 0) return undefined;
  const status = triggerAt(row, price);
  if (status !== undefined) await closeAt(w, row, price, status);
  return status;
}
