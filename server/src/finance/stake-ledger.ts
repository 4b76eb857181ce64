import type { Queryable } from '../db/db.js';
import { Dec } from '../funds/amount.js';
import { post, systemAccount, userAccount } from '../funds/ledger.js';

/**
 * A holding's money in the ledger: the amount is locked in the user's funding account (available
 * → frozen, kind stake) while it is held, and released when it ends (frozen → available, kind
 * unstake), less any early-redemption penalty, which goes to the house.
 */

export const STAKE_REF = 'stake_order';

export interface StakeMoney {
  id: number;
  tenant: string;
  userId: number;
  coin: string;
  amount: string;
}

/** Locks the amount of a new holding; "Insufficient balance" (and the caller's rollback) when the user has less available. */
export async function lockStake(tx: Queryable, order: StakeMoney, now: number): Promise<void> {
  const owner = userAccount(order.tenant, order.userId, order.coin);
  await post(tx, {
    tenant: order.tenant,
    kind: 'stake',
    ref: { type: STAKE_REF, id: order.id },
    now,
    legs: [
      { account: owner, amount: new Dec(order.amount).negated() },
      { account: owner, bucket: 'frozen', amount: order.amount },
    ],
  });
}

/** Releases a holding's amount: `penalty` of it to the house, the rest back to available. */
export async function releaseStake(tx: Queryable, order: StakeMoney, now: number, penalty: Dec = new Dec(0)): Promise<void> {
  const owner = userAccount(order.tenant, order.userId, order.coin);
  const amount = new Dec(order.amount);
  await post(tx, {
    tenant: order.tenant,
    kind: 'unstake',
    ref: { type: STAKE_REF, id: order.id },
    now,
    legs: [
      { account: owner, bucket: 'frozen', amount: amount.negated() },
      { account: owner, amount: amount.minus(penalty) },
      ...(penalty.isZero() ? [] : [{ account: systemAccount(order.tenant, order.coin, 'house'), amount: penalty }]),
    ],
  });
}

/** Pays one day's income from the house to the user's funding account; answers the journal id. */
export async function payIncome(tx: Queryable, order: StakeMoney, amount: Dec, now: number): Promise<number> {
  return post(tx, {
    tenant: order.tenant,
    kind: 'income',
    ref: { type: STAKE_REF, id: order.id },
    now,
    legs: [
      { account: systemAccount(order.tenant, order.coin, 'house'), amount: amount.negated() },
      { account: userAccount(order.tenant, order.userId, order.coin), amount },
    ],
  });
}
