import type { ContractDirection, ContractOrder, ContractOrderStatus, ContractPosition, LossSetting, OrderType, PositionStatus } from '../contract.js';
import type { Queryable } from '../db/db.js';
import { Dec, decimalString } from '../funds/amount.js';
import { TRADE_CONFIG } from './config.js';
import { displayPrice, entryPrice, liquidationPrice, type Exposure } from './maths.js';

/** The contract's rows (migration 015) and their API shapes (packages/api trading.ts). */

const text = (value: string | null) => (value === null ? null : decimalString(value));

// ---- Positions -----------------------------------------------------------------------------

export interface PositionRow {
  id: number;
  tenant: string;
  userId: number;
  symbol: string;
  direction: ContractDirection;
  leverage: number;
  quantity: string;
  entryValue: string;
  margin: string;
  fee: string;
  status: PositionStatus;
  closePrice: string | null;
  realisedPnl: string | null;
  takeProfit: string | null;
  stopLoss: string | null;
  createTime: number;
  closeTime: number | null;
}

const SELECT_POSITION = `SELECT p.id, p.tenant, p.user_id AS "userId", p.symbol, p.direction, p.leverage, p.quantity::text AS quantity,
  p.entry_value::text AS "entryValue", p.margin::text AS margin, p.fee::text AS fee, p.status, p.close_price::text AS "closePrice",
  p.realised_pnl::text AS "realisedPnl", l.take_profit::text AS "takeProfit", l.stop_loss::text AS "stopLoss",
  p.create_time AS "createTime", p.close_time AS "closeTime"
  FROM contract_positions p LEFT JOIN contract_loss_settings l ON l.position_id = p.id`;

export const exposureOf = (row: PositionRow): Exposure => ({
  direction: row.direction,
  quantity: new Dec(row.quantity),
  entryValue: new Dec(row.entryValue),
  margin: new Dec(row.margin),
});

export function toPosition(row: PositionRow): ContractPosition {
  const exposure = exposureOf(row);
  return {
    id: row.id,
    symbol: row.symbol,
    direction: row.direction,
    leverage: row.leverage,
    quantity: decimalString(row.quantity),
    entryPrice: displayPrice(entryPrice(exposure)),
    margin: decimalString(row.margin),
    fee: decimalString(row.fee),
    liquidationPrice: displayPrice(liquidationPrice(exposure, TRADE_CONFIG.contract.maintenanceRate)),
    status: row.status,
    closePrice: text(row.closePrice),
    realisedPnl: text(row.realisedPnl),
    takeProfit: text(row.takeProfit),
    stopLoss: text(row.stopLoss),
    createTime: row.createTime,
    closeTime: row.closeTime,
  };
}

/** A position of the user (any status), its row locked for the rest of the transaction. */
export async function lockPosition(tx: Queryable, tenant: string, userId: number, id: number): Promise<PositionRow | undefined> {
  const [row] = await tx.query<PositionRow>(`${SELECT_POSITION} WHERE p.tenant = $1 AND p.user_id = $2 AND p.id = $3 FOR UPDATE OF p`, [tenant, userId, id]);
  return row;
}

/** A position by id alone (the engine), locked. */
export async function lockPositionById(tx: Queryable, id: number): Promise<PositionRow | undefined> {
  const [row] = await tx.query<PositionRow>(`${SELECT_POSITION} WHERE p.id = $1 FOR UPDATE OF p`, [id]);
  return row;
}

export async function readPosition(db: Queryable, id: number): Promise<PositionRow> {
  const [row] = await db.query<PositionRow>(`${SELECT_POSITION} WHERE p.id = $1`, [id]);
  if (!row) throw new Error(`contract position ${id} vanished`);
  return row;
}

/**
 * The user's open position of this symbol, direction and leverage, locked; created empty when there
 * is none. Two first fills at once meet at the unique index: the second waits, then finds the first's.
 */
export async function openPositionFor(
  tx: Queryable,
  key: { tenant: string; userId: number; symbol: string; direction: ContractDirection; leverage: number },
  now: number,
): Promise<PositionRow> {
  const find = async () =>
    (
      await tx.query<PositionRow>(
        `${SELECT_POSITION} WHERE p.user_id = $1 AND p.symbol = $2 AND p.direction = $3 AND p.leverage = $4 AND p.status = 0 FOR UPDATE OF p`,
        [key.userId, key.symbol, key.direction, key.leverage],
      )
    )[0];
  const existing = await find();
  if (existing) return existing;
  await tx.query(
    `INSERT INTO contract_positions (tenant, user_id, symbol, direction, leverage, quantity, entry_value, margin, create_time, update_time)
     VALUES ($1, $2, $3, $4, $5, 0, 0, 0, $6, $6)
     ON CONFLICT (user_id, symbol, direction, leverage) WHERE status = 0 DO NOTHING`,
    [key.tenant, key.userId, key.symbol, key.direction, key.leverage, now],
  );
  const created = await find();
  if (!created) throw new Error('contract position not created');
  return created;
}

/** Adds signed deltas to an open position's size, value, margin, fees and realised PnL (a partial close). */
export async function changePosition(
  tx: Queryable,
  id: number,
  delta: { quantity?: Dec; entryValue?: Dec; margin?: Dec; fee?: Dec; realisedPnl?: Dec },
  now: number,
): Promise<void> {
  const zero = new Dec(0);
  await tx.query(
    `UPDATE contract_positions SET quantity = quantity + $2::numeric, entry_value = entry_value + $3::numeric, margin = margin + $4::numeric,
       fee = fee + $5::numeric, update_time = $6,
       realised_pnl = CASE WHEN $7::numeric IS NULL THEN realised_pnl ELSE COALESCE(realised_pnl, 0) + $7::numeric END
     WHERE id = $1`,
    [
      id,
      ...[delta.quantity, delta.entryValue, delta.margin, delta.fee].map((d) => decimalString(d ?? zero)),
      now,
      delta.realisedPnl === undefined ? null : decimalString(delta.realisedPnl),
    ],
  );
}

/** Closes a position: its status, closing price, the PnL realised now added to any realised before, the closing fee. */
export async function closePositionRow(
  tx: Queryable,
  id: number,
  closed: { status: Exclude<PositionStatus, 0>; closePrice: Dec; realisedPnl: Dec; fee: Dec },
  now: number,
): Promise<void> {
  await tx.query(
    `UPDATE contract_positions SET status = $2, close_price = $3, realised_pnl = COALESCE(realised_pnl, 0) + $4::numeric,
       fee = fee + $5::numeric, close_time = $6, update_time = $6
      WHERE id = $1`,
    [id, closed.status, decimalString(closed.closePrice), decimalString(closed.realisedPnl), decimalString(closed.fee), now],
  );
}

/** status 0: the open positions; 1: every closed one (closed, liquidated, TP, SL). Newest first. */
export async function listPositions(db: Queryable, tenant: string, userId: number, status: 0 | 1): Promise<ContractPosition[]> {
  const rows = await db.query<PositionRow>(
    `${SELECT_POSITION} WHERE p.tenant = $1 AND p.user_id = $2 AND ${status === 0 ? 'p.status = 0' : 'p.status > 0'}
      ORDER BY COALESCE(p.close_time, p.create_time) DESC, p.id DESC`,
    [tenant, userId],
  );
  return rows.map(toPosition);
}

/** Every open position (the engine's check). */
export async function allOpenPositions(db: Queryable): Promise<PositionRow[]> {
  return db.query<PositionRow>(`${SELECT_POSITION} WHERE p.status = 0 ORDER BY p.id`);
}

// ---- Orders --------------------------------------------------------------------------------

export interface OrderRow {
  id: number;
  tenant: string;
  userId: number;
  symbol: string;
  direction: ContractDirection;
  type: OrderType;
  price: string | null;
  amount: string;
  leverage: number;
  hold: string;
  status: ContractOrderStatus;
  fillPrice: string | null;
  fee: string | null;
  positionId: number | null;
  takeProfit: string | null;
  stopLoss: string | null;
  createTime: number;
  updateTime: number;
}

const SELECT_ORDER = `SELECT id, tenant, user_id AS "userId", symbol, direction, type, price::text AS price, amount::text AS amount, leverage,
  hold::text AS hold, status, fill_price::text AS "fillPrice", fee::text AS fee, position_id AS "positionId",
  take_profit::text AS "takeProfit", stop_loss::text AS "stopLoss", create_time AS "createTime", update_time AS "updateTime"
  FROM contract_orders`;

export const toOrder = (row: OrderRow): ContractOrder => ({
  id: row.id,
  symbol: row.symbol,
  direction: row.direction,
  type: row.type,
  price: text(row.price),
  amount: decimalString(row.amount),
  leverage: row.leverage,
  status: row.status,
  fillPrice: text(row.fillPrice),
  fee: text(row.fee),
  positionId: row.positionId,
  takeProfit: text(row.takeProfit),
  stopLoss: text(row.stopLoss),
  createTime: row.createTime,
  updateTime: row.updateTime,
});

export interface NewOrder {
  tenant: string;
  userId: number;
  symbol: string;
  direction: ContractDirection;
  type: OrderType;
  price: Dec | null;
  amount: Dec;
  leverage: number;
  takeProfit: Dec | null;
  stopLoss: Dec | null;
  now: number;
}

export async function insertOrder(tx: Queryable, order: NewOrder): Promise<OrderRow> {
  const dec = (value: Dec | null) => (value === null ? null : decimalString(value));
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO contract_orders (tenant, user_id, symbol, direction, type, price, amount, leverage, take_profit, stop_loss, create_time, update_time)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) RETURNING id`,
    [order.tenant, order.userId, order.symbol, order.direction, order.type, dec(order.price), decimalString(order.amount), order.leverage, dec(order.takeProfit), dec(order.stopLoss), order.now],
  );
  return readOrder(tx, row!.id);
}

export async function readOrder(db: Queryable, id: number): Promise<OrderRow> {
  const [row] = await db.query<OrderRow>(`${SELECT_ORDER} WHERE id = $1`, [id]);
  if (!row) throw new Error(`contract order ${id} vanished`);
  return row;
}

/** An order of the user, locked. */
export async function lockOrder(tx: Queryable, tenant: string, userId: number, id: number): Promise<OrderRow | undefined> {
  const [row] = await tx.query<OrderRow>(`${SELECT_ORDER} WHERE tenant = $1 AND user_id = $2 AND id = $3 FOR UPDATE`, [tenant, userId, id]);
  return row;
}

export async function lockOrderById(tx: Queryable, id: number): Promise<OrderRow | undefined> {
  const [row] = await tx.query<OrderRow>(`${SELECT_ORDER} WHERE id = $1 FOR UPDATE`, [id]);
  return row;
}

export async function setOrderHold(tx: Queryable, id: number, hold: Dec): Promise<void> {
  await tx.query('UPDATE contract_orders SET hold = $2 WHERE id = $1', [id, decimalString(hold)]);
}

export async function markOrderFilled(tx: Queryable, id: number, fill: { price: Dec; fee: Dec; positionId: number }, now: number): Promise<void> {
  await tx.query('UPDATE contract_orders SET status = 1, fill_price = $2, fee = $3, position_id = $4, update_time = $5 WHERE id = $1', [
    id,
    decimalString(fill.price),
    decimalString(fill.fee),
    fill.positionId,
    now,
  ]);
}

export async function markOrderCancelled(tx: Queryable, id: number, now: number): Promise<void> {
  await tx.query('UPDATE contract_orders SET status = 2, update_time = $2 WHERE id = $1', [id, now]);
}

/** The user's orders, newest first; status filters. */
export async function listOrders(db: Queryable, tenant: string, userId: number, status: ContractOrderStatus | undefined): Promise<ContractOrder[]> {
  const rows = await db.query<OrderRow>(
    `${SELECT_ORDER} WHERE tenant = $1 AND user_id = $2 ${status === undefined ? '' : 'AND status = $3'} ORDER BY create_time DESC, id DESC`,
    status === undefined ? [tenant, userId] : [tenant, userId, status],
  );
  return rows.map(toOrder);
}

/** Every pending limit order (the engine's check). */
export async function allPendingOrders(db: Queryable): Promise<OrderRow[]> {
  return db.query<OrderRow>(`${SELECT_ORDER} WHERE status = 0 ORDER BY id`);
}

// ---- Take-profit / stop-loss ---------------------------------------------------------------

interface LossRow {
  id: number;
  positionId: number;
  symbol: string;
  direction: ContractDirection;
  takeProfit: string | null;
  stopLoss: string | null;
  createTime: number;
}

const SELECT_LOSS = `SELECT l.id, l.position_id AS "positionId", p.symbol, p.direction, l.take_profit::text AS "takeProfit",
  l.stop_loss::text AS "stopLoss", l.create_time AS "createTime"
  FROM contract_loss_settings l JOIN contract_positions p ON p.id = l.position_id`;

const toLoss = (row: LossRow): LossSetting => ({ ...row, takeProfit: text(row.takeProfit), stopLoss: text(row.stopLoss) });

/**
 * Sets the triggers of a position: undefined keeps a trigger as it is, null clears it. Answers the
 * setting (one row per position; its id stays).
 */
export async function saveTriggers(
  tx: Queryable,
  position: { tenant: string; userId: number; id: number },
  triggers: { takeProfit?: Dec | null; stopLoss?: Dec | null },
  now: number,
): Promise<LossSetting> {
  const value = (d: Dec | null | undefined) => (d === undefined || d === null ? null : decimalString(d));
  await tx.query(
    `INSERT INTO contract_loss_settings (tenant, user_id, position_id, take_profit, stop_loss, create_time) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (position_id) DO UPDATE SET
       take_profit = CASE WHEN $7::boolean THEN EXCLUDED.take_profit ELSE contract_loss_settings.take_profit END,
       stop_loss = CASE WHEN $8::boolean THEN EXCLUDED.stop_loss ELSE contract_loss_settings.stop_loss END`,
    [
      position.tenant,
      position.userId,
      position.id,
      value(triggers.takeProfit),
      value(triggers.stopLoss),
      now,
      triggers.takeProfit !== undefined,
      triggers.stopLoss !== undefined,
    ],
  );
  const [row] = await tx.query<LossRow>(`${SELECT_LOSS} WHERE l.position_id = $1`, [position.id]);
  return toLoss(row!);
}

/** The settings of the user's open positions that have a trigger set, newest first. */
export async function listLossSettings(db: Queryable, tenant: string, userId: number): Promise<LossSetting[]> {
  const rows = await db.query<LossRow>(
    `${SELECT_LOSS} WHERE l.tenant = $1 AND l.user_id = $2 AND p.status = 0 AND (l.take_profit IS NOT NULL OR l.stop_loss IS NOT NULL)
      ORDER BY l.id DESC`,
    [tenant, userId],
  );
  return rows.map(toLoss);
}

/** Removes a setting of the user (both triggers); false when there is none of that id. */
export async function removeLossSetting(db: Queryable, tenant: string, userId: number, id: number): Promise<boolean> {
  const rows = await db.query('DELETE FROM contract_loss_settings WHERE tenant = $1 AND user_id = $2 AND id = $3 RETURNING id', [tenant, userId, id]);
  return rows.length > 0;
}
