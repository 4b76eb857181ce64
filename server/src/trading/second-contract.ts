import type { Period, SecondContractOrder, SecondDirection, SecondOrderResult, SecondOrderStatus } from '../contract.js';
import type { Queryable } from '../db/db.js';
import type { MarketSimulator } from '../market/simulator.js';
import { Dec, decimalString, parseAmount } from '../funds/amount.js';
import { post, systemAccount, userAccount } from '../funds/ledger.js';
import { limit, limitParams, type Paging } from '../funds/recharge-store.js';
import { BusinessError } from '../http/reply.js';
import { requireActive } from './account-status.js';
import { CONTRACT_COIN } from './config.js';
import { secondPayout, secondResult } from './maths.js';
import { parseSecondDirection } from './parse.js';
import { lastPrice, requireSymbol } from './symbols.js';
import type { Trader, Work } from './work.js';

/**
 * The second contract (fixed-period up/down) on the contract account in USDT: the stake is frozen
 * when the order opens at the last price; the price at openTime + seconds settles it: a win
 * pays amount × (1 + payoutRate) (the profit from the house), a draw returns the stake, a loss
 * gives it to the house. No fee.
 */

const show = (value: string) => decimalString(value);

export async function listPeriods(db: Queryable, symbol: string | undefined): Promise<Period[]> {
  await requireSymbol(db, 'second', symbol);
  const rows = await db.query<{ id: number; seconds: number; payoutRate: string; minAmount: string; maxAmount: string }>(
    `SELECT id, seconds, payout_rate::text AS "payoutRate", min_amount::text AS "minAmount", max_amount::text AS "maxAmount"
       FROM second_periods ORDER BY sort, seconds`,
  );
  return rows.map((r) => ({ ...r, payoutRate: show(r.payoutRate), minAmount: show(r.minAmount), maxAmount: show(r.maxAmount) }));
}

interface OrderRow {
  id: number;
  tenant: string;
  userId: number;
  symbol: string;
  direction: SecondDirection;
  amount: string;
  seconds: number;
  payoutRate: string;
  openPrice: string;
  openTime: number;
  settleTime: number;
  status: SecondOrderStatus;
  closePrice: string | null;
  result: SecondOrderResult | null;
  payout: string | null;
}

const SELECT = `SELECT id, tenant, user_id AS "userId", symbol, direction, amount::text AS amount, seconds, payout_rate::text AS "payoutRate",
  open_price::text AS "openPrice", open_time AS "openTime", settle_time AS "settleTime", status, close_price::text AS "closePrice", result,
  payout::text AS payout FROM second_contract_orders`;

const toOrder = ({ tenant: _tenant, userId: _userId, ...row }: OrderRow): SecondContractOrder => ({
  ...row,
  amount: show(row.amount),
  payoutRate: show(row.payoutRate),
  openPrice: show(row.openPrice),
  closePrice: row.closePrice === null ? null : show(row.closePrice),
  payout: row.payout === null ? null : show(row.payout),
});

async function readOrder(db: Queryable, id: number): Promise<OrderRow> {
  const [row] = await db.query<OrderRow>(`${SELECT} WHERE id = $1`, [id]);
  if (!row) throw new Error(`second-contract order ${id} vanished`);
  return row;
}

const account = (t: Trader) => userAccount(t.tenant, t.userId, CONTRACT_COIN, 'contract');

export interface SecondSubmitInput {
  symbol?: string;
  periodId?: number;
  direction?: string;
  amount?: string;
}

/** Opens an order: the stake leaves available for frozen; openPrice the last price; settleTime openTime + seconds × 1000. */
export async function createSecondOrder(w: Work, trader: Trader, input: SecondSubmitInput): Promise<SecondContractOrder> {
  await requireActive(w.tx, trader.userId);
  const { symbol } = await requireSymbol(w.tx, 'second', input.symbol);
  const [period] =
    input.periodId === undefined
      ? []
      : await w.tx.query<{ seconds: number; payoutRate: string; minAmount: string; maxAmount: string }>(
          `SELECT seconds, payout_rate::text AS "payoutRate", min_amount::text AS "minAmount", max_amount::text AS "maxAmount"
             FROM second_periods WHERE id = $1`,
          [input.periodId],
        );
  if (!period) throw new BusinessError('Please choose a period');
  const direction = parseSecondDirection(input.direction);
  const amount = parseAmount(input.amount);
  if (amount.lt(period.minAmount)) throw new BusinessError(`The minimum amount is ${show(period.minAmount)} USDT`);
  if (amount.gt(period.maxAmount)) throw new BusinessError(`The maximum amount is ${show(period.maxAmount)} USDT`);
  const openPrice = lastPrice(w.market, symbol);

  const [row] = await w.tx.query<{ id: number }>(
    `INSERT INTO second_contract_orders (tenant, user_id, symbol, direction, amount, seconds, payout_rate, open_price, open_time, settle_time)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [trader.tenant, trader.userId, symbol, direction, decimalString(amount), period.seconds, period.payoutRate, decimalString(openPrice), w.now, w.now + period.seconds * 1000],
  );
  await post(w.tx, {
    tenant: trader.tenant,
    kind: 'second_contract',
    ref: { type: 'second_contract_order', id: row!.id },
    now: w.now,
    legs: [
      { account: account(trader), amount: amount.negated() },
      { account: account(trader), bucket: 'frozen', amount },
    ],
  });
  return toOrder(await readOrder(w.tx, row!.id));
}

/** The user's orders, newest first; status filters; paged. */
export async function listSecondOrders(
  db: Queryable,
  trader: Trader,
  query: { status?: SecondOrderStatus } & Paging,
): Promise<{ rows: SecondContractOrder[]; total: number }> {
  const filter = query.status === undefined ? '' : 'AND status = $3';
  const params: unknown[] = query.status === undefined ? [trader.tenant, trader.userId] : [trader.tenant, trader.userId, query.status];
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM second_contract_orders WHERE tenant = $1 AND user_id = $2 ${filter}`, params);
  const rows = await db.query<OrderRow>(
    `${SELECT} WHERE tenant = $1 AND user_id = $2 ${filter} ORDER BY open_time DESC, id DESC${limit(query, params.length + 1)}`,
    [...params, ...limitParams(query)],
  );
  return { rows: rows.map(toOrder), total: count?.n ?? 0 };
}

/** The running orders whose settle time has come (the engine's check). */
export async function dueSecondOrders(db: Queryable, now: number): Promise<{ id: number; symbol: string; settleTime: number }[]> {
  return db.query<{ id: number; symbol: string; settleTime: number }>(
    'SELECT id, symbol, settle_time AS "settleTime" FROM second_contract_orders WHERE status = 0 AND settle_time <= $1 ORDER BY settle_time, id',
    [now],
  );
}

/**
 * The price a due order settles at: the market's price at its settle time (the last tick at or
 * before it), whenever the engine gets to it, so a late check never decides a bet. When the market
 * no longer knows that instant (older than its trail: the server was down then), the price of the
 * check, the first one known after it.
 */
export function settlePrice(market: MarketSimulator, symbol: string, settleTime: number, checkPrice: Dec | undefined): Dec | undefined {
  const atSettle = market.priceAt(symbol, settleTime);
  return atSettle === undefined ? checkPrice : new Dec(atSettle);
}

/** Settles a due order at `price`, the price at its settle time (its row locked; undefined when it is settled already or not due). */
export async function settleSecondOrder(w: Work, id: number, price: Dec): Promise<SecondContractOrder | undefined> {
  const [row] = await w.tx.query<OrderRow>(`${SELECT} WHERE id = $1 FOR UPDATE`, [id]);
  if (!row || row.status !== 0 || row.settleTime > w.now) return undefined;
  const trader = { tenant: row.tenant, userId: row.userId };
  const amount = new Dec(row.amount);
  const result = secondResult(row.direction, new Dec(row.openPrice), price);
  const payout = secondPayout(amount, row.payoutRate, result);
  await post(w.tx, {
    tenant: row.tenant,
    kind: 'second_contract',
    ref: { type: 'second_contract_order', id },
    now: w.now,
    legs: [
      { account: account(trader), bucket: 'frozen', amount: amount.negated() },
      { account: account(trader), amount: payout },
      { account: systemAccount(row.tenant, CONTRACT_COIN, 'house'), amount: amount.minus(payout) },
    ],
  });
  await w.tx.query('UPDATE second_contract_orders SET status = 1, close_price = $2, result = $3, payout = $4 WHERE id = $1', [
    id,
    decimalString(price),
    result,
    decimalString(payout),
  ]);
  const settled = toOrder(await readOrder(w.tx, id));
  w.outbox.settlement(row.tenant, row.userId, { product: 'second', order: settled });
  return settled;
}
