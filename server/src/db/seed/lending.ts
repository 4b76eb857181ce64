import type { Queryable } from '../db.js';
import type { RuleSeed } from './content/types.js';
import type { TenantSeed } from './tenants.js';

/** The lending seed of a tenant (issue 7): products and rules. Filled by the lending server work. */
export async function seedLending(_tx: Queryable, _tenant: TenantSeed, _now: number): Promise<void> {}

/** The lending rules pages' texts (rules keys), in en, zh, ar and de. */
export const LENDING_RULES: RuleSeed[] = [];
