import type { Queryable } from '../db.js';
import type { TenantSeed } from './tenants.js';

/** The uplan seed of a tenant (issue 8). */
export async function seedUplan(_tx: Queryable, _tenant: TenantSeed, _now: number): Promise<void> {}
