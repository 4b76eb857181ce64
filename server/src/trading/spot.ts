import type { OrderType, SpotOrder, SpotOrderStatus, SpotSide } from '../contract.js';
import type { Queryable } from '../db/db.js';
import { Dec, decimalString, parseAmount } from '../funds/amount.js';
import { post, systemAccount, userAccount, type Bucket } from '../funds/ledger.js';
import { limit, limitParams, type Paging } from '../funds/recharge-store.js';
import { BusinessError } from '../http/reply.js';
import { requireActive } from './account-status.js';
import { TRADE_CONFIG } from './config.js';
import { chargeFee } from './fees.js';
import { spotFill, spotLimitReached } from './maths.js';
import { parseOrderType, parsePrice, parseSpotSide } from './parse.js';
import { lastPrice, requireSymbol } from './symbols.js';
import type { Trader, Work } from './work.js';

/**
 * Spot on the user's `spot` account: the house is the market maker and fills every order at the
 * last price (market) or at the limit price once the market reaches it (limit). A limit buy holds
 * quantity × price of USDT, a limit sell the quantity of the coin, in the frozen bucket. The fee is
 * feeRate of what the user receives, in that coin.
 */

const { spot: CONFIG } = TRADE_CONFIG;

interface OrderRow {
  id: number;
  tenant: string;
  userId: number;
  symbol: string;
  coin: string;
  quoteCoin: string;
  side: SpotSide;
  type: OrderType;
  price: string | null;
  amount: string;
  hold: string;
  status: SpotOrderStatus;
  fillPrice: string | null;
  fee: string | null;
  feeCoin: string | null;
  createTime: number;
  updateTime: number;
}

const SELECT = `SELECT id, tenant, user_id AS "userId", symbol, coin, quote_coin AS "quoteCoin", side, type, price::text AS price,
  amount::text AS amount, hold::text AS hold, status, fill_price::text AS "fillPrice", fee::text AS fee, fee_coin AS "feeCoin",
  create_time AS "createTime", update_time AS "updateTime" FROM spot_orders`;

const text = (value: string | null) => (value === null ? null : decimalString(value));

const toOrder = (row: OrderRow): SpotOrder => ({
  id: row.id,
  symbol: row.symbol,
  side: row.side,
  type: row.type,
  price: text(row.price),
  amount: decimalString(row.amount),
  status: row.status,
  fillPrice: text(row.fillPrice),
  fee: text(row.fee),
  feeCoin: row.feeCoin,
  createTime: row.createTime,
  updateTime: row.updateTime,
});

async function readOrder(db: Queryable, id: number): Promise<OrderRow> {
  const [row] = await db.query<OrderRow>(`${SELECT} WHERE id = $1`, [id]);
  if (!row) throw new Error(`spot order ${id} vanished`);
  return row;
}

/** What an order pays with: USDT (the quote coin) for a buy, the coin for a sell. */
const paidCoin = (row: Pick<OrderRow, 'side' | 'coin' | 'quoteCoin'>) => (row.side === 'buy' ? row.quoteCoin : row.coin);
const receivedCoin = (row: Pick<OrderRow, 'side' | 'coin' | 'quoteCoin'>) => (row.side === 'buy' ? row.coin : row.quoteCoin);

export interface SpotSubmitInput {
  symbol?: string;
  side?: string;
  type?: string;
  price?: string;
  amount?: string;
}

/** A new order: a market order fills at once at the last price; a limit order holds what it pays with. */
export async function submitSpotOrder(w: Work, trader: Trader, input: SpotSubmitInput): Promise<SpotOrder> {
  await requireActive(w.tx, trader.userId);
  const traded = await requireSymbol(w.tx, 'spot', input.symbol);
  const side = parseSpotSide(input.side);
  const type = parseOrderType(input.type);
  const amount = parseAmount(input.amount);
  const price = type === 'limit' ? parsePrice(input.price) : null;
  const reference = price ?? lastPrice(w.market, traded.symbol);
  if (amount.times(reference).lt(CONFIG.minValue)) throw new BusinessError(`The minimum order value is ${CONFIG.minValue} USDT`);

  const [inserted] = await w.tx.query<{ id: number }>(
    `INSERT INTO spot_orders (tenant, user_id, symbol, coin, quote_coin, side, type, price, amount, create_time, update_time)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10) RETURNING id`,
    [trader.tenant, trader.userId, traded.symbol, traded.coin, traded.quote, side, type, price && decimalString(price), decimalString(amount), w.now],
  );
  const order = await readOrder(w.tx, inserted!.id);
  if (type === 'market') return toOrder(await fill(w, order, reference, 'available'));

  const hold = spotFill(side, amount, reference, CONFIG.feeRate).paid;
  const coin = paidCoin(order);
  await post(w.tx, {
    tenant: trader.tenant,
    kind: 'order_hold',
    ref: { type: 'spot_order', id: order.id },
    now: w.now,
    legs: [
      { account: userAccount(trader.tenant, trader.userId, coin, 'spot'), amount: hold.negated() },
      { account: userAccount(trader.tenant, trader.userId, coin, 'spot'), bucket: 'frozen', amount: hold },
    ],
  });
  await w.tx.query('UPDATE spot_orders SET hold = $2 WHERE id = $1', [order.id, decimalString(hold)]);
  return toOrder(await readOrder(w.tx, order.id));
}

/**
 * The fill with the house at `price`: what the user pays leaves `from` (available for a market
 * order, frozen for a held limit order) to the house; the house gives what the user receives; the
 * fee is charged on it.
 */
async function fill(w: Work, order: OrderRow, price: Dec, from: Bucket): Promise<OrderRow> {
  const { tenant, userId } = order;
  const done = spotFill(order.side, new Dec(order.amount), price, CONFIG.feeRate);
  if (from === 'frozen' && !done.paid.eq(order.hold)) throw new Error(`spot order ${order.id}: hold ${order.hold} ≠ paid ${done.paid.toFixed()}`);
  const paid = paidCoin(order);
  const received = receivedCoin(order);
  const ref = { type: 'spot_order', id: order.id };
  await post(w.tx, {
    tenant,
    kind: 'spot',
    ref,
    now: w.now,
    legs: [
      { account: userAccount(tenant, userId, paid, 'spot'), bucket: from, amount: done.paid.negated() },
      { account: systemAccount(tenant, paid, 'house'), amount: done.paid },
      { account: systemAccount(tenant, received, 'house'), amount: done.gross.negated() },
      { account: userAccount(tenant, userId, received, 'spot'), amount: done.gross },
    ],
  });
  await chargeFee(w.tx, { tenant, userId, coin: received, account: 'spot', amount: done.fee, source: 'spot', ref, now: w.now });
  await w.tx.query('UPDATE spot_orders SET status = 1, fill_price = $2, fee = $3, fee_coin = $4, update_time = $5 WHERE id = $1', [
    order.id,
    decimalString(price),
    decimalString(done.fee),
    received,
    w.now,
  ]);
  return readOrder(w.tx, order.id);
}

/** Cancels an open limit order: its hold returns to available. */
export async function cancelSpotOrder(w: Work, trader: Trader, id: number): Promise<SpotOrder> {
  const [order] = await w.tx.query<OrderRow>(`${SELECT} WHERE tenant = $1 AND user_id = $2 AND id = $3 FOR UPDATE`, [trader.tenant, trader.userId, id]);
  if (!order) throw new BusinessError('Order not found');
  if (order.status !== 0) throw new BusinessError('Only an open order can be cancelled');
  const hold = new Dec(order.hold);
  const account = userAccount(trader.tenant, trader.userId, paidCoin(order), 'spot');
  if (hold.gt(0)) {
    await post(w.tx, {
      tenant: trader.tenant,
      kind: 'order_release',
      ref: { type: 'spot_order', id },
      now: w.now,
      legs: [
        { account, bucket: 'frozen', amount: hold.negated() },
        { account, amount: hold },
      ],
    });
  }
  await w.tx.query('UPDATE spot_orders SET status = 2, update_time = $2 WHERE id = $1', [id, w.now]);
  return toOrder(await readOrder(w.tx, id));
}

/** The user's orders, newest first; status and symbol (any case) filter; paged. */
export async function listSpotOrders(
  db: Queryable,
  trader: Trader,
  query: { status?: SpotOrderStatus; symbol?: string } & Paging,
): Promise<{ rows: SpotOrder[]; total: number }> {
  const params: unknown[] = [trader.tenant, trader.userId];
  let filter = '';
  if (query.status !== undefined) filter += ` AND status = $${params.push(query.status)}`;
  if (query.symbol) filter += ` AND lower(symbol) = lower($${params.push(query.symbol)})`;
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM spot_orders WHERE tenant = $1 AND user_id = $2${filter}`, params);
  const rows = await db.query<OrderRow>(`${SELECT} WHERE tenant = $1 AND user_id = $2${filter} ORDER BY create_time DESC, id DESC${limit(query, params.length + 1)}`, [
    ...params,
    ...limitParams(query),
  ]);
  return { rows: rows.map(toOrder), total: count?.n ?? 0 };
}

/** Every open limit order (the engine's check). */
export async function pendingSpotOrders(db: Queryable): Promise<{ id: number; symbol: string; side: SpotSide; price: string }[]> {
  return db.query<{ id: number; symbol: string; side: SpotSide; price: string }>(
    'SELECT id, symbol, side, price::text AS price FROM spot_orders WHERE status = 0 ORDER BY id',
  );
}

/** Fills an open limit order at its price when `price` reached it (row locked); undefined otherwise. */
export async function fillReachedSpotOrder(w: Work, id: number, price: Dec): Promise<SpotOrder | undefined> {
  const [order] = await w.tx.query<OrderRow>(`${SELECT} WHERE id = $1 FOR UPDATE`, [id]);
  if (!order || order.status !== 0 || order.price === null) return undefined;
  const limitPrice = new Dec(order.price);
  if (!spotLimitReached(order.side, limitPrice, price)) return undefined;
  const filled = toOrder(await fill(w, order, limitPrice, 'frozen'));
  w.outbox.settlement(order.tenant, order.userId, { product: 'spot', order: filled });
  return filled;
}
