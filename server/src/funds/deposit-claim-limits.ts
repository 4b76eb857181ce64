import type { Queryable } from '../db/db.js';
import { BusinessError } from '../http/reply.js';
import { Dec } from './amount.js';

/**
 * Claims (recharge/submit) one user may have waiting for review at once. A claim is made after
 * the coins were sent and reviewed within hours; five covers several transfers in flight (one
 * per chain or coin, or a deposit split in parts) while a script can no longer fill the review
 * queue with claims nobody will ever approve.
 */
export const OPEN_DEPOSIT_CLAIMS_MAX = 5;

/**
 * The largest amount one claim may state, per deposit coin: about 1,000,000 USDT worth at the
 * seed's prices (BTC ~67,000, ETH ~3,500, BNB ~580, TRX ~0.12). A real deposit larger than that
 * is rare enough to be claimed in parts or through support; a claim of 10^15 USDT is no deposit.
 * Every coin a tenant can deposit has an entry (deposit-claim-limits.test.ts checks the seed's);
 * a coin without one is refused rather than unbounded.
 */
export const DEPOSIT_CLAIM_MAX: Readonly<Record<string, string>> = {
  usdt: '1000000',
  usdc: '1000000',
  btc: '15',
  eth: '300',
  bnb: '1700',
  trx: '8000000',
};

export const tooManyOpenClaims = () =>
  `You already have ${OPEN_DEPOSIT_CLAIMS_MAX} deposits waiting for review; please wait until they are reviewed before claiming another`;

/**
 * Refuses a deposit claim over the coin's maximum, or beyond the user's open claims. Call in the
 * claim's transaction, before inserting it: the user's row is locked, so claims sent at once are
 * counted one after the other.
 */
export async function requireDepositClaimRoom(tx: Queryable, claim: { tenant: string; userId: number; coin: string; amount: Dec }): Promise<void> {
  const max = DEPOSIT_CLAIM_MAX[claim.coin];
  if (max === undefined) throw new BusinessError(`Deposits of ${claim.coin.toUpperCase()} are not supported`);
  if (claim.amount.gt(max)) throw new BusinessError(`Above the maximum deposit of ${new Dec(max).toFixed()} ${claim.coin.toUpperCase()} per claim`);
  await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [claim.userId]);
  const [open] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM recharge_orders WHERE tenant = $1 AND user_id = $2 AND status = 0', [
    claim.tenant,
    claim.userId,
  ]);
  if ((open?.n ?? 0) >= OPEN_DEPOSIT_CLAIMS_MAX) throw new BusinessError(tooManyOpenClaims());
}
