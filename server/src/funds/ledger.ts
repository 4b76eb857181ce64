import type { Queryable } from '../db/db.js';
import { ACCOUNT_TYPES, type AccountType } from '../contract.js';
import { requireMoneyScope } from '../http/money-scope.js';
import { BusinessError } from '../http/reply.js';
import { Dec, decimalString } from './amount.js';

/**
 * The double-entry ledger (migration 011). A movement is posted with `post`: a journal row and its
 * entries, and the accounts' balances updated by the same amounts, in the caller's transaction.
 * Entries of a movement sum to zero per coin; a user's bucket can never go below zero.
 */

export { ACCOUNT_TYPES, type AccountType };

/**
 * The tenant's own accounts: the outside world (deposits, withdrawals, opening balances), the swap
 * desk, fee income, and the house (the counterparty of trades: migration 013).
 */
export type SystemAccountType = 'external' | 'exchange' | 'fees' | 'house';

export type AccountRef =
  | { tenant: string; userId: number; coin: string; type: AccountType }
  | { tenant: string; userId: null; coin: string; type: SystemAccountType };

export type Bucket = 'available' | 'frozen';

export type JournalKind =
  | 'opening'
  | 'adjustment'
  | 'freeze'
  | 'deposit'
  | 'withdrawal'
  | 'withdrawal_settle'
  | 'withdrawal_release'
  | 'transfer'
  | 'swap'
  | 'order_hold'
  | 'order_release'
  | 'contract'
  | 'second_contract'
  | 'spot'
  | 'fee'
  | 'commission'
  | 'stake'
  | 'unstake'
  | 'income'
  | 'loan'
  | 'repayment'
  | 'collateral'
  | 'subscription'
  | 'nft_sale';

export interface Leg {
  account: AccountRef;
  /** Default available. */
  bucket?: Bucket;
  /** Signed: + credits the bucket, − debits it. */
  amount: Dec | string;
}

export interface Movement {
  tenant: string;
  kind: JournalKind;
  ref?: { type: string; id: number };
  now: number;
  legs: Leg[];
}

export const INSUFFICIENT_BALANCE = 'Insufficient balance';

export const userAccount = (tenant: string, userId: number, coin: string, type: AccountType = 'funding'): AccountRef => ({
  tenant,
  userId,
  coin,
  type,
});
export const systemAccount = (tenant: string, coin: string, type: SystemAccountType): AccountRef => ({ tenant, userId: null, coin, type });

/** The account's id, creating it (at zero) when it does not exist yet. */
export async function ensureAccount(tx: Queryable, ref: AccountRef): Promise<number> {
  const find = async () => {
    const [row] = await tx.query<{ id: number }>(
      'SELECT id FROM ledger_accounts WHERE tenant = $1 AND COALESCE(user_id, 0) = $2 AND coin = $3 AND account_type = $4',
      [ref.tenant, ref.userId ?? 0, ref.coin, ref.type],
    );
    return row?.id;
  };
  const existing = await find();
  if (existing !== undefined) return existing;
  // Another transaction may be creating it at this moment: the unique index makes this one wait
  // for it, then find its row.
  const [created] = await tx.query<{ id: number }>(
    `INSERT INTO ledger_accounts (tenant, user_id, coin, account_type) VALUES ($1, $2, $3, $4)
     ON CONFLICT (tenant, (COALESCE(user_id, 0)), coin, account_type) DO NOTHING RETURNING id`,
    [ref.tenant, ref.userId, ref.coin, ref.type],
  );
  const id = created?.id ?? (await find());
  if (id === undefined) throw new Error(`ledger account not created: ${JSON.stringify(ref)}`);
  return id;
}

const isCheckViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23514';

/**
 * Posts a movement in the caller's transaction and answers the journal id. Throws a
 * BusinessError "Insufficient balance" when a user's bucket would go below zero (the caller's
 * transaction then rolls back, so nothing of the movement stays). Legs that do not sum to zero
 * per coin are a bug, not a business failure. During a request, only a route of the money list
 * (or a settlement, or a development hook) may post: any other route's request throws before
 * anything is written (src/http/money-scope.ts).
 */
export async function post(tx: Queryable, movement: Movement): Promise<number> {
  requireMoneyScope(`ledger post (${movement.kind})`);
  const perCoin = new Map<string, Dec>();
  for (const leg of movement.legs) {
    const amount = new Dec(leg.amount);
    if (!amount.isFinite()) throw new Error(`ledger: not a number in ${movement.kind}`);
    perCoin.set(leg.account.coin, (perCoin.get(leg.account.coin) ?? new Dec(0)).plus(amount));
  }
  for (const [coin, sum] of perCoin) {
    if (!sum.isZero()) throw new Error(`ledger: ${movement.kind} does not balance in ${coin} (${sum.toFixed()})`);
  }

  // The accounts first, created where new, in one canonical order: two first movements creating
  // the same accounts wait for each other in that order rather than in a cycle.
  const keyOf = (ref: AccountRef) => `${ref.tenant}/${ref.userId ?? 0}/${ref.coin}/${ref.type}`;
  const refs = new Map(movement.legs.map((leg) => [keyOf(leg.account), leg.account]));
  const ids = new Map<string, number>();
  for (const key of [...refs.keys()].sort()) ids.set(key, await ensureAccount(tx, refs.get(key)!));

  // One delta per account and bucket; zero legs vanish.
  const deltas = new Map<number, { available: Dec; frozen: Dec }>();
  for (const leg of movement.legs) {
    const id = ids.get(keyOf(leg.account))!;
    const delta = deltas.get(id) ?? { available: new Dec(0), frozen: new Dec(0) };
    delta[leg.bucket ?? 'available'] = delta[leg.bucket ?? 'available'].plus(leg.amount);
    deltas.set(id, delta);
  }
  const entries: { accountId: number; bucket: Bucket; amount: string }[] = [];
  for (const [accountId, delta] of deltas) {
    for (const bucket of ['available', 'frozen'] as const) {
      if (!delta[bucket].isZero()) entries.push({ accountId, bucket, amount: decimalString(delta[bucket]) });
    }
  }
  if (entries.length === 0) throw new Error(`ledger: ${movement.kind} moves nothing`);

  const [journal] = await tx.query<{ id: number }>(
    'INSERT INTO ledger_journal (tenant, kind, ref_type, ref_id, create_time) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [movement.tenant, movement.kind, movement.ref?.type ?? null, movement.ref?.id ?? null, movement.now],
  );

  // Accounts in id order: two movements touching the same accounts lock them in the same order
  // (no deadlock). The conditional update is the code's check; the CHECK constraints back it.
  for (const accountId of [...deltas.keys()].sort((a, b) => a - b)) {
    const delta = deltas.get(accountId)!;
    let updated: unknown[];
    try {
      updated = await tx.query(
        `UPDATE ledger_accounts SET available = available + $2::numeric, frozen = frozen + $3::numeric
          WHERE id = $1 AND (user_id IS NULL OR (available + $2::numeric >= 0 AND frozen + $3::numeric >= 0))
          RETURNING id`,
        [accountId, decimalString(delta.available), decimalString(delta.frozen)],
      );
    } catch (error) {
      if (isCheckViolation(error)) throw new BusinessError(INSUFFICIENT_BALANCE);
      throw error;
    }
    if (updated.length === 0) throw new BusinessError(INSUFFICIENT_BALANCE);
  }

  await tx.query(
    `INSERT INTO ledger_entries (journal_id, account_id, bucket, amount)
     SELECT $1, a, b, m FROM unnest($2::int[], $3::text[], $4::numeric[]) AS e(a, b, m)`,
    [journal!.id, entries.map((e) => e.accountId), entries.map((e) => e.bucket), entries.map((e) => e.amount)],
  );
  return journal!.id;
}

export interface Balance {
  coin: string;
  account: AccountType;
  available: string;
  frozen: string;
}

/** Every account of the user, as canonical decimal strings. */
export async function userBalances(db: Queryable, userId: number): Promise<Balance[]> {
  const rows = await db.query<Balance>(
    `SELECT coin, account_type AS account, available::text AS available, frozen::text AS frozen
       FROM ledger_accounts WHERE user_id = $1 ORDER BY id`,
    [userId],
  );
  return rows.map((r) => ({ ...r, available: decimalString(r.available), frozen: decimalString(r.frozen) }));
}

/** One account's balance (zero when it does not exist). */
export async function balanceOf(db: Queryable, ref: AccountRef): Promise<{ available: string; frozen: string }> {
  const [row] = await db.query<{ available: string; frozen: string }>(
    `SELECT available::text AS available, frozen::text AS frozen FROM ledger_accounts
      WHERE tenant = $1 AND COALESCE(user_id, 0) = $2 AND coin = $3 AND account_type = $4`,
    [ref.tenant, ref.userId ?? 0, ref.coin, ref.type],
  );
  return { available: decimalString(row?.available ?? '0'), frozen: decimalString(row?.frozen ?? '0') };
}

/** A new account's funding accounts, one per asset coin of the tenant, at zero. */
export async function openFundingAccounts(tx: Queryable, tenant: string, userId: number, coins: string[]): Promise<void> {
  for (const coin of coins) await ensureAccount(tx, userAccount(tenant, userId, coin));
}
