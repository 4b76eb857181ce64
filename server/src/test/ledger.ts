import type { Queryable } from '../db/db.js';

/**
 * The ledger's invariants, for tests (call it after each one): every account's available and
 * frozen equal the sums of its entries; every movement sums to zero per coin and has entries; no
 * user balance is negative and no system account holds a frozen amount. Answers what is wrong
 * (empty when all holds).
 */
export async function ledgerProblems(db: Queryable): Promise<string[]> {
  const problems: string[] = [];
  const accounts = await db.query<{ id: number; available: string; frozen: string; sumAvailable: string; sumFrozen: string }>(
    `SELECT a.id, a.available::text AS available, a.frozen::text AS frozen,
            COALESCE(sum(e.amount) FILTER (WHERE e.bucket = 'available'), 0)::text AS "sumAvailable",
            COALESCE(sum(e.amount) FILTER (WHERE e.bucket = 'frozen'), 0)::text AS "sumFrozen"
       FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
      GROUP BY a.id
     HAVING a.available <> COALESCE(sum(e.amount) FILTER (WHERE e.bucket = 'available'), 0)
         OR a.frozen <> COALESCE(sum(e.amount) FILTER (WHERE e.bucket = 'frozen'), 0)`,
  );
  for (const a of accounts) {
    problems.push(`account ${a.id}: available ${a.available} ≠ entries ${a.sumAvailable}, or frozen ${a.frozen} ≠ entries ${a.sumFrozen}`);
  }
  const unbalanced = await db.query<{ journal: number; coin: string; sum: string }>(
    `SELECT e.journal_id AS journal, a.coin, sum(e.amount)::text AS sum
       FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
      GROUP BY e.journal_id, a.coin HAVING sum(e.amount) <> 0`,
  );
  for (const u of unbalanced) problems.push(`journal ${u.journal} does not balance in ${u.coin}: ${u.sum}`);
  const empty = await db.query<{ id: number }>('SELECT j.id FROM ledger_journal j WHERE NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.journal_id = j.id)');
  for (const j of empty) problems.push(`journal ${j.id} has no entries`);
  const negative = await db.query<{ id: number }>(
    'SELECT id FROM ledger_accounts WHERE (user_id IS NOT NULL AND (available < 0 OR frozen < 0)) OR (user_id IS NULL AND frozen <> 0)',
  );
  for (const n of negative) problems.push(`account ${n.id} is negative (or a system account holds a frozen amount)`);
  const crossTenant = await db.query<{ id: number }>(
    `SELECT e.id FROM ledger_entries e JOIN ledger_journal j ON j.id = e.journal_id JOIN ledger_accounts a ON a.id = e.account_id
      WHERE a.tenant <> j.tenant`,
  );
  for (const c of crossTenant) problems.push(`entry ${c.id} moves another tenant's account`);
  return problems;
}
