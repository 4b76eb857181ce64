import type { Queryable } from '../db/db.js';
import { Dec, decimalString } from '../funds/amount.js';
import { post, systemAccount, userAccount, type Leg } from '../funds/ledger.js';
import { allocate } from './maths.js';
import { LENDING_COIN } from './owner.js';

/** Launches of every tenant that ended by `now` and are not allocated yet. */
export async function dueLaunchIds(db: Queryable, now: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>('SELECT id FROM launches WHERE allocated_time IS NULL AND end_time <= $1 ORDER BY end_time, id', [now]);
  return rows.map((r) => r.id);
}

/**
 * Allocates one ended launch in the caller's transaction, once: the launch's row and its
 * applications are locked (FOR UPDATE), so a second run waits and then finds it allocated. Each
 * application gets its tokens (maths.ts `allocate`, over the total of all of them): its cost goes
 * from the frozen USDT to the house, the tokens from the house to the funding account in the
 * launch's coin, and the rest of the USDT is released. Answers the ids of the applications it
 * allocated, or undefined when the launch was not due or already allocated.
 */
export async function allocateLaunch(tx: Queryable, launchId: number, now: number): Promise<number[] | undefined> {
  const [launch] = await tx.query<{ tenant: string; token: string; price: string; supply: string; endTime: number; allocatedTime: number | null }>(
    `SELECT tenant, token, price::text AS price, supply::text AS supply, end_time AS "endTime", allocated_time AS "allocatedTime"
       FROM launches WHERE id = $1 FOR UPDATE`,
    [launchId],
  );
  if (!launch || launch.allocatedTime !== null || launch.endTime > now) return undefined;
  const orders = await tx.query<{ id: number; userId: number; amount: string }>(
    'SELECT id, user_id AS "userId", amount::text AS amount FROM subscription_orders WHERE launch_id = $1 AND status = 0 ORDER BY id FOR UPDATE',
    [launchId],
  );
  const total = orders.reduce((sum, o) => sum.plus(o.amount), new Dec(0));
  const { tenant, token } = launch;
  const house = (coin: string) => systemAccount(tenant, coin, 'house');

  for (const order of orders) {
    const amount = new Dec(order.amount);
    const share = allocate(amount, total, launch.supply, launch.price);
    const usdt = userAccount(tenant, order.userId, LENDING_COIN);
    const legs: Leg[] = [
      { account: usdt, bucket: 'frozen', amount: amount.negated() },
      { account: house(LENDING_COIN), amount: share.cost },
      { account: usdt, amount: share.refund },
    ];
    if (share.tokens.gt(0)) {
      legs.push({ account: house(token), amount: share.tokens.negated() }, { account: userAccount(tenant, order.userId, token), amount: share.tokens });
    }
    await post(tx, {
      tenant,
      kind: 'subscription',
      ref: { type: 'subscription_order', id: order.id },
      now,
      legs: legs.filter((leg) => !new Dec(leg.amount).isZero()),
    });
    await tx.query('UPDATE subscription_orders SET status = 1, allocated = $2, cost = $3, refunded = $4, allocate_time = $5 WHERE id = $1', [
      order.id,
      decimalString(share.tokens),
      decimalString(share.cost),
      decimalString(share.refund),
      now,
    ]);
  }
  await tx.query('UPDATE launches SET allocated_time = $2 WHERE id = $1', [launchId, now]);
  return orders.map((o) => o.id);
}
