import type { Queryable } from '../db/db.js';
import { Dec, decimalString, floorAmount } from '../funds/amount.js';
import { post, systemAccount, userAccount, type AccountType } from '../funds/ledger.js';

/**
 * Trading fees and the invite programme's commission (docs: CONTRACT-DELTA "Invites"). A fee
 * goes from the trader's account to the tenant's fee income; when the trader signed up with an
 * invite code, the inviter's share of it then goes from the fee income to the inviter's funding
 * account, and a `commissions` row records it for the invite screens.
 */
export const COMMISSION_RATE = '0.2';

export interface Fee {
  tenant: string;
  userId: number;
  coin: string;
  /** The account the fee is taken from (available bucket). */
  account: AccountType;
  amount: Dec | string;
  source: 'contract' | 'spot';
  ref: { type: string; id: number };
  now: number;
}

/** Posts the fee (and the commission) in the caller's transaction. A zero fee posts nothing. */
export async function chargeFee(tx: Queryable, fee: Fee): Promise<void> {
  const amount = new Dec(fee.amount);
  if (!amount.gt(0)) return;
  const fees = systemAccount(fee.tenant, fee.coin, 'fees');
  await post(tx, {
    tenant: fee.tenant,
    kind: 'fee',
    ref: fee.ref,
    now: fee.now,
    legs: [
      { account: userAccount(fee.tenant, fee.userId, fee.coin, fee.account), amount: amount.negated() },
      { account: fees, amount },
    ],
  });

  const [user] = await tx.query<{ inviter: number | null }>('SELECT invited_by AS inviter FROM users WHERE id = $1', [fee.userId]);
  const commission = floorAmount(amount.times(COMMISSION_RATE));
  if (user?.inviter == null || !commission.gt(0)) return;
  const journal = await post(tx, {
    tenant: fee.tenant,
    kind: 'commission',
    ref: { type: 'user', id: fee.userId },
    now: fee.now,
    legs: [
      { account: fees, amount: commission.negated() },
      { account: userAccount(fee.tenant, user.inviter, fee.coin, 'funding'), amount: commission },
    ],
  });
  await tx.query(
    `INSERT INTO commissions (tenant, inviter_id, invitee_id, coin, amount, source, journal_id, create_time)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [fee.tenant, user.inviter, fee.userId, fee.coin, decimalString(commission), fee.source, journal, fee.now],
  );
}
