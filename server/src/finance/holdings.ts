import type { Queryable } from '../db/db.js';
import type { Settings } from '../contract.js';
import { Dec, decimalString } from '../funds/amount.js';
import { BusinessError } from '../http/reply.js';
import type { Locale } from '../i18n.js';
import { accrueOrder } from './accrual.js';
import type { FinanceOrder, ProductKind, VipStatus } from '../contract.js';
import type { Owner } from './defi-stakes.js';
import { checkProductLimits, earlyPenalty, termEnd } from './maths.js';
import { closeOrder, insertOrder, normaliseOrder, ORDER_COLUMNS, type StakeOrderRow } from './order-store.js';
import { addSold, findProduct } from './products.js';
import { lockStake, releaseStake } from './stake-ledger.js';

/**
 * The user's holdings of financial products and pledges: buying (the amount locked in the
 * product's coin), reading, and redeeming (flexible: any time; a term with early redemption:
 * before its end, less the penalty share of the income paid; otherwise only at maturity, which
 * the accrual engine does).
 */

export const FINANCE_MSG = {
  productNotFound: 'Product not found',
  orderNotFound: 'Order not found',
  ended: 'This order has already ended',
  locked: 'This product cannot be redeemed before its term ends',
  soldOut: 'This product is sold out',
  vip: (name: string) => `This product is for ${name} members and above`,
  below: (min: string, coin: string) => `The minimum amount is ${min} ${coin}`,
  above: (max: string, coin: string) => `The maximum amount is ${max} ${coin}`,
  quota: (left: string, coin: string) => `Only ${left} ${coin} of this product is left`,
} as const;

type HoldingRow = StakeOrderRow & { kind: ProductKind; earlyRedeem: boolean; earlyPenalty: string; productName: string; lang: string };

/** Holdings with their product's kind, rules and name: $1 tenant, $2 user, $3 language. */
const SELECT = `SELECT ${ORDER_COLUMNS}, p.kind, p.early_redeem AS "earlyRedeem", p.early_penalty::text AS "earlyPenalty",
    COALESCE(t.name, e.name) AS "productName", COALESCE(t.lang, e.lang) AS lang
  FROM stake_orders o
  JOIN finance_products p ON p.id = o.product_id
  JOIN finance_product_texts e ON e.product_id = p.id AND e.lang = 'en'
  LEFT JOIN finance_product_texts t ON t.product_id = p.id AND t.lang = $3
  WHERE o.tenant = $1 AND o.user_id = $2 AND o.source = 'finance'`;

/** A holding may be redeemed by its owner while open: flexible ones always, term ones when the product allows it. */
const canRedeem = (row: HoldingRow) => row.status === 0 && (row.days === 0 || row.earlyRedeem);

const toFinanceOrder = (raw: HoldingRow): FinanceOrder => {
  const row = { ...raw, ...normaliseOrder(raw) };
  return {
    id: row.id,
    productId: row.productId!,
    productName: row.productName,
    kind: row.kind,
    coin: row.coin,
    amount: row.amount,
    dailyRate: row.dailyRate,
    days: row.days,
    accrued: row.accrued,
    status: row.status,
    canRedeem: canRedeem(row),
    createTime: row.createTime,
    endTime: row.endTime,
    closeTime: row.closeTime,
    lang: row.lang,
  };
};

async function findHolding(db: Queryable, owner: Owner, locale: Locale, id: number): Promise<HoldingRow | undefined> {
  const [row] = await db.query<HoldingRow>(`${SELECT} AND o.id = $4`, [owner.tenant, owner.userId, locale, id]);
  return row;
}

export async function getFinanceOrder(db: Queryable, owner: Owner, locale: Locale, id: number): Promise<FinanceOrder | undefined> {
  const row = await findHolding(db, owner, locale, id);
  return row && toFinanceOrder(row);
}

/** The user's holdings of a kind, newest first, every status. */
export async function listFinanceOrders(db: Queryable, owner: Owner, locale: Locale, kind: ProductKind): Promise<FinanceOrder[]> {
  const rows = await db.query<HoldingRow>(`${SELECT} AND p.kind = $4 ORDER BY o.create_time DESC, o.id DESC`, [owner.tenant, owner.userId, locale, kind]);
  return rows.map(toFinanceOrder);
}

/** The user's VIP level and its name in the tenant's settings ("" for level 0). */
export async function vipStatus(db: Queryable, userId: number, settings: Settings): Promise<VipStatus> {
  const [user] = await db.query<{ level: number }>('SELECT vip_level AS level FROM users WHERE id = $1', [userId]);
  const level = user?.level ?? 0;
  return { level, name: level === 0 ? '' : vipName(settings, level) };
}

const vipName = (settings: Settings, level: number) => settings.vip?.levels.find((l) => l.level === level)?.name ?? `VIP${level}`;

/**
 * Buys a product in the caller's transaction: the user's VIP level, the product's limits and its
 * quota left are checked (the product row locked), then the amount is locked in the funding
 * account ("Insufficient balance" rolls everything back).
 */
export async function buyProduct(
  tx: Queryable,
  owner: Owner,
  locale: Locale,
  settings: Settings,
  input: { productId: number; amount: Dec },
  now: number,
): Promise<FinanceOrder> {
  const product = await findProduct(tx, owner.tenant, locale, input.productId, true);
  if (!product) throw new BusinessError(FINANCE_MSG.productNotFound);
  if (product.vipLevel > 0 && (await vipStatus(tx, owner.userId, settings)).level < product.vipLevel) {
    throw new BusinessError(FINANCE_MSG.vip(vipName(settings, product.vipLevel)));
  }
  const coin = product.coin.toUpperCase();
  const limits = checkProductLimits(product, input.amount);
  if (!limits.ok) {
    if (limits.reason === 'below') throw new BusinessError(FINANCE_MSG.below(limits.limit, coin));
    if (limits.reason === 'above') throw new BusinessError(FINANCE_MSG.above(limits.limit, coin));
    throw new BusinessError(new Dec(limits.limit).isZero() ? FINANCE_MSG.soldOut : FINANCE_MSG.quota(limits.limit, coin));
  }
  const amount = decimalString(input.amount);
  if (!(await addSold(tx, product.id, amount))) throw new BusinessError(FINANCE_MSG.soldOut);
  const order = {
    ...owner,
    source: 'finance' as const,
    productId: product.id,
    coin: product.coin,
    amount,
    dailyRate: product.dailyRate,
    days: product.days,
    createTime: now,
    endTime: termEnd(now, product.days),
  };
  const id = await insertOrder(tx, order);
  await lockStake(tx, { ...order, id }, now);
  return toFinanceOrder((await findHolding(tx, owner, locale, id))!);
}

/**
 * Redeems one of the user's holdings in the caller's transaction. The days it earned are paid
 * first; a holding whose term has just ended matures instead (its whole amount returns, no
 * penalty) and is answered as such.
 */
export async function redeemHolding(tx: Queryable, owner: Owner, locale: Locale, id: number, now: number): Promise<FinanceOrder> {
  await tx.query('SELECT id FROM stake_orders WHERE id = $1 FOR UPDATE', [id]);
  const before = await findHolding(tx, owner, locale, id);
  if (!before) throw new BusinessError(FINANCE_MSG.orderNotFound);
  if (before.status !== 0) throw new BusinessError(FINANCE_MSG.ended);
  const endTime = before.endTime === null ? null : Number(before.endTime);
  const matured = endTime !== null && now >= endTime;
  if (!matured && !canRedeem(before)) throw new BusinessError(FINANCE_MSG.locked);

  await accrueOrder(tx, id, now);
  const row = (await findHolding(tx, owner, locale, id))!;
  if (row.status !== 0) return toFinanceOrder(row);

  const order = normaliseOrder(row);
  const penalty = order.days === 0 ? new Dec(0) : earlyPenalty(order.accrued, row.earlyPenalty, order.amount);
  await closeOrder(tx, id, 1, now, decimalString(penalty));
  await releaseStake(tx, order, now, penalty);
  return toFinanceOrder((await findHolding(tx, owner, locale, id))!);
}
