import type { Queryable } from '../db.js';
import type { RuleSeed } from './content/types.js';
import type { TenantSeed } from './tenants.js';

/** The finance seed of a tenant (issue 7): products and rules. Filled by the finance server work. */
export async function seedFinance(_tx: Queryable, _tenant: TenantSeed, _now: number): Promise<void> {}

/** The finance rules pages' texts (rules keys), in en, zh, ar and de. */
export const FINANCE_RULES: RuleSeed[] = [];
