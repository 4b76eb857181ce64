import type { Queryable } from '../db.js';

/**
 * The second contract's periods (table second_periods), the same for every tenant and for every
 * symbol of the coin list: how long an order runs and what a win pays on top of the stake.
 * Migration 015 writes the same rows (for databases seeded before it); a reseed writes these.
 */
export const PERIODS: { seconds: number; payoutRate: string; minAmount: string; maxAmount: string }[] = [
  { seconds: 30, payoutRate: '0.8', minAmount: '10', maxAmount: '50000' },
  { seconds: 60, payoutRate: '0.85', minAmount: '10', maxAmount: '50000' },
  { seconds: 120, payoutRate: '0.9', minAmount: '10', maxAmount: '50000' },
  { seconds: 300, payoutRate: '0.95', minAmount: '10', maxAmount: '50000' },
];

export async function seedPeriods(tx: Queryable): Promise<void> {
  for (const [sort, period] of PERIODS.entries()) {
    await tx.query(`INSERT INTO second_periods (seconds, payout_rate, min_amount, max_amount, sort) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (seconds) DO NOTHING`, [
      period.seconds,
      period.payoutRate,
      period.minAmount,
      period.maxAmount,
      sort,
    ]);
  }
}
