import type { Launch, LaunchStatus, SubscriptionOrder } from '../contract.js';
import type { Queryable } from '../db/db.js';
import type { Locale } from '../i18n.js';
import { Dec, decimalString, parseAmount } from '../funds/amount.js';
import { post, userAccount } from '../funds/ledger.js';
import { BusinessError } from '../http/reply.js';
import { requireActive } from '../trading/account-status.js';
import { LENDING_COIN, type Owner } from './owner.js';

/**
 * Token launches (CONTRACT-DELTA "Subscription"): users apply with USDT while a launch is open;
 * the USDT waits frozen in the funding account until the launch is allocated (allocation.ts).
 * A launch's status is read from the clock: upcoming before its start, open until its end, ended
 * from then on.
 */

const show = (value: string) => decimalString(value);

/** From the clock; an allocated launch is ended whatever the clock says (a development clock can go back). */
export const launchStatus = (launch: { startTime: number; endTime: number; allocatedTime: number | null }, now: number): LaunchStatus =>
  launch.allocatedTime !== null ? 'ended' : now < launch.startTime ? 'upcoming' : now < launch.endTime ? 'open' : 'ended';

interface LaunchRow {
  id: number;
  token: string;
  name: string;
  price: string;
  supply: string;
  applied: string;
  minAmount: string;
  maxAmount: string;
  startTime: number;
  endTime: number;
  allocatedTime: number | null;
  description: string;
  lang: string;
}

/** Each launch with its USDT applied and its description in the locale (English where it has none). */
const launchSelect = (localeParam: number) => `
  SELECT l.id, l.token, l.name, l.price::text AS price, l.supply::text AS supply,
         COALESCE((SELECT sum(o.amount) FROM subscription_orders o WHERE o.launch_id = l.id), 0)::text AS applied,
         l.min_amount::text AS "minAmount", l.max_amount::text AS "maxAmount", l.start_time AS "startTime", l.end_time AS "endTime",
         l.allocated_time AS "allocatedTime", COALESCE(t.description, e.description, '') AS description,
         CASE WHEN t.description IS NOT NULL THEN t.lang ELSE 'en' END AS lang
    FROM launches l
    LEFT JOIN launch_translations e ON e.launch_id = l.id AND e.lang = 'en'
    LEFT JOIN launch_translations t ON t.launch_id = l.id AND t.lang = $${localeParam}`;

const toLaunch = ({ allocatedTime, ...row }: LaunchRow, now: number): Launch => ({
  ...row,
  price: show(row.price),
  supply: show(row.supply),
  applied: show(row.applied),
  minAmount: show(row.minAmount),
  maxAmount: show(row.maxAmount),
  status: launchStatus({ ...row, allocatedTime }, now),
});

const STATUS_ORDER: Record<LaunchStatus, number> = { open: 0, upcoming: 1, ended: 2 };

/** Open launches first (ending soonest first), then upcoming (starting soonest first), then ended (latest first). */
function byRelevance(a: Launch, b: Launch): number {
  if (a.status !== b.status) return STATUS_ORDER[a.status] - STATUS_ORDER[b.status];
  if (a.status === 'open') return a.endTime - b.endTime || a.id - b.id;
  if (a.status === 'upcoming') return a.startTime - b.startTime || a.id - b.id;
  return b.endTime - a.endTime || b.id - a.id;
}

export async function listLaunches(db: Queryable, tenant: string, locale: Locale, now: number): Promise<Launch[]> {
  const rows = await db.query<LaunchRow>(`${launchSelect(2)} WHERE l.tenant = $1`, [tenant, locale]);
  return rows.map((row) => toLaunch(row, now)).sort(byRelevance);
}

export async function findLaunch(db: Queryable, tenant: string, locale: Locale, id: number, now: number): Promise<Launch | undefined> {
  const [row] = await db.query<LaunchRow>(`${launchSelect(3)} WHERE l.tenant = $1 AND l.id = $2`, [tenant, id, locale]);
  return row && toLaunch(row, now);
}

export interface LaunchSeed {
  token: string;
  name: string;
  price: string;
  supply: string;
  minAmount: string;
  maxAmount: string;
  startTime: number;
  endTime: number;
  /** Set for a launch seeded as allocated already. */
  allocatedTime?: number;
  /** Server HTML per language; English is required (the fallback). */
  description: { en: string } & Partial<Record<Locale, string>>;
}

export async function insertLaunch(tx: Queryable, tenant: string, launch: LaunchSeed, sort = 0): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO launches (tenant, token, name, price, supply, min_amount, max_amount, start_time, end_time, allocated_time, sort)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [
      tenant,
      launch.token.toLowerCase(),
      launch.name,
      launch.price,
      launch.supply,
      launch.minAmount,
      launch.maxAmount,
      launch.startTime,
      launch.endTime,
      launch.allocatedTime ?? null,
      sort,
    ],
  );
  for (const [lang, description] of Object.entries(launch.description)) {
    await tx.query('INSERT INTO launch_translations (launch_id, lang, description) VALUES ($1, $2, $3)', [row!.id, lang, description]);
  }
  return row!.id;
}

interface OrderRow {
  id: number;
  launchId: number;
  token: string;
  name: string;
  amount: string;
  allocated: string | null;
  refunded: string | null;
  status: 0 | 1;
  createTime: number;
}

const ORDER_SELECT = `SELECT o.id, o.launch_id AS "launchId", l.token, l.name, o.amount::text AS amount, o.allocated::text AS allocated,
  o.refunded::text AS refunded, o.status, o.create_time AS "createTime"
  FROM subscription_orders o JOIN launches l ON l.id = o.launch_id`;

const toOrder = (row: OrderRow): SubscriptionOrder => ({
  ...row,
  amount: show(row.amount),
  allocated: row.allocated === null ? null : show(row.allocated),
  refunded: row.refunded === null ? null : show(row.refunded),
});

/** The user's applications, newest first. */
export async function listSubscriptionOrders(db: Queryable, owner: Owner): Promise<SubscriptionOrder[]> {
  const rows = await db.query<OrderRow>(`${ORDER_SELECT} WHERE o.tenant = $1 AND o.user_id = $2 ORDER BY o.create_time DESC, o.id DESC`, [
    owner.tenant,
    owner.userId,
  ]);
  return rows.map(toOrder);
}

export async function readSubscriptionOrder(db: Queryable, id: number): Promise<SubscriptionOrder> {
  const [row] = await db.query<OrderRow>(`${ORDER_SELECT} WHERE o.id = $1`, [id]);
  if (!row) throw new Error(`subscription order ${id} vanished`);
  return toOrder(row);
}

/**
 * Applies for an open launch: at least its minimum, at most what is left of the user's maximum;
 * the amount moves from available to frozen in the funding account's USDT. The launch's row is
 * locked, so two applications of one user cannot both pass the maximum, and none slips in while
 * the launch is being allocated.
 */
export async function applySubscription(tx: Queryable, owner: Owner, input: { launchId: number; amount?: string }, now: number): Promise<SubscriptionOrder> {
  await requireActive(tx, owner.userId);
  const [launch] = await tx.query<{ minAmount: string; maxAmount: string; startTime: number; endTime: number; allocatedTime: number | null }>(
    `SELECT min_amount::text AS "minAmount", max_amount::text AS "maxAmount", start_time AS "startTime", end_time AS "endTime",
            allocated_time AS "allocatedTime"
       FROM launches WHERE id = $1 AND tenant = $2 FOR UPDATE`,
    [input.launchId, owner.tenant],
  );
  if (!launch) throw new BusinessError('Launch not found');
  const status = launchStatus(launch, now);
  if (status === 'upcoming') throw new BusinessError('This launch has not started yet');
  if (status === 'ended') throw new BusinessError('This launch has ended');
  const amount = parseAmount(input.amount);
  if (amount.lt(launch.minAmount)) throw new BusinessError(`The minimum amount is ${show(launch.minAmount)} USDT`);
  const [mine] = await tx.query<{ applied: string }>(
    'SELECT COALESCE(sum(amount), 0)::text AS applied FROM subscription_orders WHERE launch_id = $1 AND user_id = $2',
    [input.launchId, owner.userId],
  );
  const remaining = new Dec(launch.maxAmount).minus(mine?.applied ?? '0');
  if (!remaining.gt(0)) throw new BusinessError('You have already applied for the maximum of this launch');
  if (amount.gt(remaining)) throw new BusinessError(`You can apply for at most ${decimalString(remaining)} USDT more`);

  const [row] = await tx.query<{ id: number }>(
    'INSERT INTO subscription_orders (tenant, user_id, launch_id, amount, create_time) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [owner.tenant, owner.userId, input.launchId, decimalString(amount), now],
  );
  const account = userAccount(owner.tenant, owner.userId, LENDING_COIN);
  await post(tx, {
    tenant: owner.tenant,
    kind: 'subscription',
    ref: { type: 'subscription_order', id: row!.id },
    now,
    legs: [
      { account, amount: amount.negated() },
      { account, bucket: 'frozen', amount },
    ],
  });
  return readSubscriptionOrder(tx, row!.id);
}
